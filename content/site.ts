import type { Company } from './schema.ts'

/**
 * Company facts: the one place to change an address, phone number, e-mail or profile link.
 * Header, footer, contact page, structured data and the capability PDF all read from here.
 * The phone number is a reserved example (555-01xx) until the firm's line is published.
 */
export const company = {
  name: 'GlobalTekForce',
  legalName: 'GlobalTekForce LLC',
  tagline:
    'A woman-owned small business delivering ERP, financial management, cybersecurity and modernization services to government and enterprise.',
  origin: 'https://www.globaltekforce.com',
  foundingYear: 2018,
  address: {
    street: '11710 Plaza America Drive',
    suite: 'Suite 2000',
    city: 'Reston',
    region: 'Virginia',
    regionCode: 'VA',
    postalCode: '20190',
    country: 'US',
  },
  phone: { display: '(703) 555-0142', e164: '+17035550142' },
  email: 'info@globaltekforce.com',
  linkedInUrl: 'https://www.linkedin.com/company/globaltekforce',
} as const satisfies Company

/** The absolute URL of a path on the public site: canonical links, sharing tags, structured data and the sitemap. */
export function absoluteUrl(path: string): string {
  return new URL(path, company.origin).href
}

export function formatStreetAddress(): string {
  const { street, suite } = company.address
  return suite ? `${street}, ${suite}` : street
}

export function formatCityLine(): string {
  const { city, regionCode, postalCode } = company.address
  return `${city}, ${regionCode} ${postalCode}`
}
