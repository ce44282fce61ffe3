import { acknowledgementEmail as words } from '#content/acknowledgement-email.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'
import { enquiryRows, type MailMessage, messageLabel, oneLine } from './mailer.ts'

/**
 * The visitor's receipt: from MAIL_FROM to the address they gave, with the reference and a copy of
 * what they sent (never the document itself), replies going to the firm. Header values are single
 * lines, so a name cannot add a header.
 */
export function renderAcknowledgement(
  enquiry: StoredEnquiry,
  { from, replyTo }: { from: string; replyTo: string },
): MailMessage {
  const name = enquiry.firstName ?? enquiry.name
  const text = [
    words.greeting(oneLine(name)),
    '',
    words.received,
    '',
    words.reference(enquiry.reference),
    '',
    words.copyHeading,
    ...enquiryRows(enquiry).map(([label, value]) => `${label}: ${value}`),
    `${messageLabel(enquiry)}:`,
    enquiry.message,
    ...(enquiry.document ? ['', words.documentLine(enquiry.document.originalName)] : []),
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
