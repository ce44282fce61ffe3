/** Field labels come from contract/enquiry-labels.ts; only the e-mail's own words are here. */
export const salesEmail = {
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

export const enquiryCopyLabels = {
  firstName: 'First name',
  lastName: 'Last name',
  projectType: 'Project type',
  name: 'Name',
  sentFrom: 'Sent from',
  notGiven: 'Not given',
  notSpecified: 'Not specified',
} as const
