import { acknowledgementEmail as words } from '#content/acknowledgement-email.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { filledFieldLabels, type MailMessage, oneLine } from './mailer.ts'

// Anyone can type anyone's address, so the receipt carries the firm's words only: the reference and the
// filled field names, never a typed value (not even the name) nor the document's file name.
export function renderAcknowledgement(
  enquiry: StoredEnquiry,
  { from, replyTo }: { from: string; replyTo: string },
): MailMessage {
  const text = [
    words.greeting,
    '',
    words.received,
    '',
    words.reference(enquiry.reference),
    '',
    words.fieldsHeading,
    ...filledFieldLabels(enquiry).map((label) => `- ${label}`),
    ...(enquiry.document ? [`- ${words.documentLine}`] : []),
    '',
    words.notYou,
    '',
    words.privacy,
    '',
    ...words.signature,
  ].join('\n')
  return {
    from,
    to: oneLine(enquiry.email, 254),
    replyTo,
    subject: words.subject(enquiry.reference),
    text,
    messageId: `<acknowledgement-${enquiry.id}@globaltekforce.com>`,
    attachments: [],
  }
}
