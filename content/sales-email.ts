import data from './data/emails.json' with { type: 'json' }
import type { EmailWords } from './email-data-file.ts'
import { fillPlaceholders } from './placeholders.ts'
import { company } from './site.ts'

const words = (data as EmailWords).sales

const fill = (template: string, values: Record<string, string> = {}) =>
  fillPlaceholders(template, { companyName: company.name, ...values })

/** Field labels come from contract/enquiry-labels.ts; the e-mail's own words are in content/data/emails.json. */
export const salesEmail = {
  subject: {
    consultation: (reference: string, sender: string) =>
      fill(words.consultationSubject, { reference, sender }),
    short: (reference: string, sender: string) => fill(words.shortSubject, { reference, sender }),
  },
  arrived: { consultation: fill(words.consultationArrived), short: fill(words.shortArrived) },
  promise: fill(words.promise),
  received: fill(words.received),
  reference: fill(words.reference),
  enquiryId: fill(words.enquiryId),
  openInInbox: fill(words.openInInbox),
  attachedDocument: (name: string, size: number, sha256: string) =>
    fill(words.attachedDocument, { name, size: String(size), sha256 }),
  noDocument: fill(words.noDocument),
}
