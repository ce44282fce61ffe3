/**
 * Words of the e-mail the sales team receives for each enquiry (server/mail/mailer.ts assembles it):
 * what arrived, every field, and the document's name and checksum. Fields the forms label the same way
 * take the forms' own labels (contract/enquiry-labels.ts); only the e-mail's own words are here.
 */
export const salesEmail = {
  /** "Consultation request GTF-2026-000123 from Dana Whitfield, Example Agency". */
  subject: {
    consultation: (reference: string, sender: string) => `Consultation request ${reference} from ${sender}`,
    short: (reference: string, sender: string) => `Website enquiry ${reference} from ${sender}`,
  },
  arrived: {
    consultation: 'A consultation request arrived through the website.',
    short: 'An enquiry arrived through the website.',
  },
  promise: 'We promise a reply within 24 hours.',
  received: 'Received',
  reference: 'Reference',
  enquiryId: 'Enquiry ID',
  attachedDocument: (name: string, size: number, sha256: string) =>
    `Attached document: ${name} (${size} bytes, sha256 ${sha256})`,
  noDocument: 'No document attached.',
} as const

/**
 * The labels of the enquiry's fields that only the e-mails use, in the sales e-mail and in the copy the
 * visitor's acknowledgement repeats, with what stands for a field left empty.
 */
export const enquiryCopyLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  projectType: 'Project type',
  name: 'Name',
  sentFrom: 'Sent from',
  notGiven: 'Not given',
  notSpecified: 'Not specified',
} as const
