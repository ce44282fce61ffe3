import { salesEmail as words } from '#content/sales-email.ts'
import { type EmailRow, type EnquiryFieldName, enquiryFields } from '#contract/enquiry-fields.ts'
import { serviceLabel } from '#contract/short-form-services.ts'
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

/** Resolves only once the receiving server has accepted it. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  close?(): void
}

/** Single-line validated values, collapsed again here and encoded by nodemailer, so no field can add a header. */
export function oneLine(text: string, max = 120): string {
  return text
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(0, max)
}

interface EmailRowEntry {
  label: string
  shown: string
  /** The visitor typed a value, rather than the row showing its "not given" words. */
  given: boolean
  trailing: boolean
}

/** The page a short form was sent from, named as its category's words name it; the field list cannot carry those words to the browser. */
const SHOWN_AS: Partial<Record<EnquiryFieldName, (value: string) => string>> = { service: serviceLabel }

/** A field's value as the e-mail shows it. */
export function shownInEmail(name: EnquiryFieldName, row: EmailRow, value: string): string {
  return (row.show ?? SHOWN_AS[name])?.(value) ?? value
}

function emailRowEntries(enquiry: StoredEnquiry): EmailRowEntry[] {
  const rows: EmailRowEntry[] = []
  for (const description of enquiryFields) {
    const row = description.email[enquiry.form]
    if (!row || 'body' in row) continue
    const value =
      description.codec.toStored(enquiry[description.name]) === null ? '' : String(enquiry[description.name])
    if (!value && row.omitWhenEmpty) continue
    const shown = value ? shownInEmail(description.name, row, value) : (row.whenEmpty ?? '')
    rows.push({ label: row.label, shown, given: value !== '', trailing: row.trailing ?? false })
  }
  return [...rows.filter((row) => !row.trailing), ...rows.filter((row) => row.trailing)]
}

export function enquiryRows(enquiry: StoredEnquiry): [string, string][] {
  return emailRowEntries(enquiry).map(({ label, shown }) => [label, oneLine(shown, 500)])
}

/** The names of the fields the visitor filled in, in the sales e-mail's order, ending with the message's. */
export function filledFieldLabels(enquiry: StoredEnquiry): string[] {
  const typed = emailRowEntries(enquiry).filter((row) => row.given && !row.trailing)
  return [...typed.map((row) => row.label), ...(enquiry.message.trim() ? [messageLabel(enquiry)] : [])]
}

export function messageLabel(enquiry: StoredEnquiry): string {
  const row = enquiryFields.find((description) => description.name === 'message')?.email[enquiry.form]
  return row && 'body' in row ? row.body : ''
}

export function renderNotification(
  enquiry: StoredEnquiry,
  document: { content: Buffer } | null,
  { from, to, inboxOrigin }: { from: string; to: string; inboxOrigin?: string },
): MailMessage {
  const who = oneLine(enquiry.company ? `${enquiry.name}, ${enquiry.company}` : enquiry.name)
  const text = [
    words.arrived[enquiry.form],
    words.promise,
    '',
    ...enquiryRows(enquiry).map(([label, value]) => `${label}: ${value}`),
    `${words.received}: ${enquiry.createdAt}`,
    `${words.reference}: ${enquiry.reference}`,
    `${words.enquiryId}: ${enquiry.id}`,
    // Only when the staff inbox is on; the link opens nothing without a staff sign-in.
    ...(inboxOrigin ? [`${words.openInInbox}: ${inboxOrigin}/staff/enquiries/${enquiry.id}`] : []),
    '',
    `${messageLabel(enquiry)}:`,
    enquiry.message,
    '',
    enquiry.document
      ? words.attachedDocument(enquiry.document.originalName, enquiry.document.size, enquiry.document.sha256)
      : words.noDocument,
  ].join('\n')
  return {
    from,
    to,
    replyTo: oneLine(enquiry.email, 254),
    subject: words.subject[enquiry.form](enquiry.reference, who),
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
