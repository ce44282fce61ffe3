import data from './data/emails.json' with { type: 'json' }
import type { EmailWords } from './email-data-file.ts'
import { pagePaths } from './paths.ts'
import { fillPlaceholders } from './placeholders.ts'
import { absoluteUrl, company, formatCityLine, formatStreetAddress } from './site.ts'

const words = (data as EmailWords).acknowledgement

const fill = (template: string, values: Record<string, string> = {}) =>
  fillPlaceholders(template, { companyName: company.name, ...values })

// Words of the visitor's acknowledgement e-mail (assembled by server/mail/acknowledgement.ts). No template
// may fill in a typed value (content/email-data-file.ts refuses one).
export const acknowledgementEmail = {
  subject: (reference: string) => fill(words.subject, { reference }),
  greeting: fill(words.greeting),
  received: fill(words.received),
  reference: (reference: string) => fill(words.reference, { reference }),
  fieldsHeading: fill(words.fieldsHeading),
  documentLine: fill(words.documentLine),
  notYou: fill(words.notYou),
  privacy: fill(words.privacy, { privacyUrl: absoluteUrl(pagePaths.privacy) }),
  signature: [
    company.name,
    `${formatStreetAddress()}, ${formatCityLine()}`,
    `${company.phone.display} · ${company.email}`,
  ],
}
