import { pagePaths } from './paths.ts'
import { absoluteUrl, company, formatCityLine, formatStreetAddress } from './site.ts'

/**
 * Words of the e-mail a visitor receives after sending an enquiry (server/mail/acknowledgement.ts
 * assembles it): proof it arrived, the reference to quote, and a copy of what was sent.
 */
export const acknowledgementEmail = {
  subject: (reference: string) => `We received your enquiry (${reference})`,
  greeting: (name: string) => `Dear ${name},`,
  received: `Thank you for contacting ${company.name}. Your enquiry has reached our team, and we will contact you within 24 hours.`,
  reference: (reference: string) =>
    `Your reference: ${reference}. Please quote it if you write to us or call.`,
  copyHeading: 'A copy of what you sent:',
  documentLine: (name: string) => `Document: ${name} (received; not attached to this e-mail)`,
  notYou:
    'If you did not send this enquiry, someone may have entered your address by mistake. You can ignore this e-mail; we will not write again unless you reply.',
  privacy: `How we use your information: ${absoluteUrl(pagePaths.privacy)}`,
  signature: [
    company.name,
    `${formatStreetAddress()}, ${formatCityLine()}`,
    `${company.phone.display} · ${company.email}`,
  ],
} as const
