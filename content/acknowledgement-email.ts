import data from './data/emails.json' with { type: 'json' }
import type { EmailWords } from './email-data-file.ts'
import { pagePaths } from './paths.ts'
import { fillPlaceholders } from './placeholders.ts'
import { absoluteUrl, company, formatCityLine, formatStreetAddress } from './site.ts'

const words = (data as EmailWords).acknowledgement

const fill = (template: string, values: Record<string, string> = {}) =>
  fillPlaceholders(template, { companyName: company.name, ...values })

/**
 * Words of the e-mail a visitor receives after sending an enquiry (server/mail/acknowledgement.ts
 * assembles it): proof it arrived, the reference to quote, and a copy of what was sent. The templates
 * are in content/data/emails.json, checked by scripts/check-content.ts.
 */
export const acknowledgementEmail = {
  subject: (reference: string) => fill(words.subject, { reference }),
  greeting: (name: string) => fill(words.greeting, { name }),
  received: fill(words.received),
  reference: (reference: string) => fill(words.reference, { reference }),
  copyHeading: fill(words.copyHeading),
  documentLine: (name: string) => fill(words.documentLine, { name }),
  notYou: fill(words.notYou),
  privacy: fill(words.privacy, { privacyUrl: absoluteUrl(pagePaths.privacy) }),
  signature: [
    company.name,
    `${formatStreetAddress()}, ${formatCityLine()}`,
    `${company.phone.display} · ${company.email}`,
  ],
}
