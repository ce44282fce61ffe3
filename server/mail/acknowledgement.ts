import { acknowledgementEmail as words } from '#content/acknowledgement-email.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { filledFieldLabels, type MailMessage, oneLine } from './mailer.ts'

/**
 * The visitor's receipt: from MAIL_FROM to the address they gave, replies going to the firm.
 * Anyone can type anyone's address into the form, so the receipt carries the firm's words only:
 * the reference and the names of the fields that were filled in, never a value the visitor typed
 * (not even the name, which could hold a sentence and a link) nor the document's file name.
 */
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
