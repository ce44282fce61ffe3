import { projectTypeLabel, SERVICE_LABELS } from '#contract/enquiry-labels.ts'
import type { StoredEnquiry } from '../enquiries/enquiry-repo.ts'

export interface MailMessage {
  from: string
  to: string
  replyTo: string
  subject: string
  text: string
  /** Stable per enquiry, so a mail system can drop the copy of a message sent twice after a crash. */
  messageId: string
  attachments: { filename: string; content: Buffer; contentType: string }[]
}

/** Delivers one message; resolves only once the receiving server has accepted it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): void
}

/**
 * Header values come only from validated, single-line text with line breaks collapsed here as well,
 * and nodemailer encodes them, so a form field can never add a header or end the headers early.
 */
export function oneLine(text: string, max = 120): string {
  return text
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max)
}

/** The fields of an enquiry as labelled lines, in form order: for sales and for the visitor's copy. */
export function enquiryRows(enquiry: StoredEnquiry): [string, string][] {
  const dedicated = enquiry.form === 'consultation'
  const projectType = enquiry.projectType ? projectTypeLabel(enquiry.projectType) : 'Not specified'
  const rows: [string, string][] = dedicated
    ? [
        ['First name', enquiry.firstName ?? ''],
        ['Last name', enquiry.lastName ?? ''],
        ['Email', enquiry.email],
        ['Phone', enquiry.phone],
        ['Organization', enquiry.company],
        ['Title/Role', enquiry.title || 'Not given'],
        ['Project type', projectType],
      ]
    : [
        ['Name', enquiry.name],
        ['Email', enquiry.email],
        ['Phone', enquiry.phone || 'Not given'],
        ['Company/Organization', enquiry.company || 'Not given'],
        ['Sent from', enquiry.service ? SERVICE_LABELS[enquiry.service] : ''],
      ]
  return rows.map(([label, value]) => [label, oneLine(value, 500)])
}

/** The sales notification: every field in plain text, the document attached under its sanitised name. */
export function renderNotification(
  enquiry: StoredEnquiry,
  document: { content: Buffer } | null,
  { from, to }: { from: string; to: string },
): MailMessage {
  const dedicated = enquiry.form === 'consultation'
  const who = oneLine(enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name)
  const subject = `${dedicated ? 'Consultation request' : 'Website enquiry'} ${enquiry.reference} from ${who}`
  const text = [
    dedicated
      ? 'A consultation request arrived through the website.'
      : 'An enquiry arrived through the website.',
    'We promise a reply within 24 hours.',
    '',
    ...enquiryRows(enquiry).map(([label, value]) => `${label}: ${value}`),
    `Received: ${enquiry.createdAt}`,
    `Reference: ${enquiry.reference}`,
    `Enquiry ID: ${enquiry.id}`,
    '',
    dedicated ? 'Requirements:' : 'Message:',
    enquiry.message,
    '',
    enquiry.document
      ? `Attached document: ${enquiry.document.originalName} (${enquiry.document.size} bytes, sha256 ${enquiry.document.sha256})`
      : 'No document attached.',
  ].join('\n')
  return {
    from,
    to,
    replyTo: oneLine(enquiry.email, 254),
    subject,
    text,
    messageId: `<enquiry-${enquiry.id}@globaltekforce.com>`,
    attachments:
      enquiry.document && document
        ? [
            {
              filename: enquiry.document.originalName,
              content: document.content,
              contentType: enquiry.document.mediaType,
            },
          ]
        : [],
  }
}
