import { PermanentDeliveryError } from '../enquiries/delivery-error.ts'
import type {
  DeliveryChannel,
  EnquiryRepo,
  NotificationJob,
  StoredEnquiry,
} from '../enquiries/enquiry-repo.ts'
import { renderAcknowledgement } from '../mail/acknowledgement.ts'
import { type Mailer, renderNotification } from '../mail/mailer.ts'
import { webhookPayload } from '../webhooks/payload.ts'
import type { WebhookSender } from '../webhooks/webhook-sender.ts'

/** Hands one enquiry to one channel; resolves once the receiver accepted it. */
export type ChannelSender = (enquiry: StoredEnquiry, job: NotificationJob) => Promise<void>

export interface ChannelSettings {
  repo: EnquiryRepo
  mailer: Mailer
  /** Sender of every e-mail (MAIL_FROM). */
  from: string
  /** The sales inbox; also where a visitor's reply to their acknowledgement goes. */
  to: string
  /** The CRM or chat tool's endpoint, when WEBHOOK_URL is set. */
  webhook?: WebhookSender
  /** The staff inbox's origin (STAFF_SITE_URL) when it is on: the sales e-mail links to the enquiry there. */
  inboxOrigin?: string
}

/** One sender per delivery channel, side by side: the outbox picks one by the job's channel. */
export function createChannelSenders({
  repo,
  mailer,
  from,
  to,
  webhook,
  inboxOrigin,
}: ChannelSettings): Record<DeliveryChannel, ChannelSender> {
  return {
    'sales-email': async (enquiry) => {
      const document = enquiry.document ? await repo.getDocumentContent(enquiry.id) : null
      await mailer.send(renderNotification(enquiry, document, { from, to, inboxOrigin }))
    },
    acknowledgement: (enquiry) => mailer.send(renderAcknowledgement(enquiry, { from, replyTo: to })),
    webhook: async (enquiry, job) => {
      if (!webhook) throw new PermanentDeliveryError('no WEBHOOK_URL configured for this job')
      await webhook.send(job.id, webhookPayload(enquiry))
    },
  }
}
