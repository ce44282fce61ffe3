import facts from './data/company.json' with { type: 'json' }
import type { Company } from './schema.ts'

/**
 * Company facts: the one place to change an address, phone number, e-mail or profile link, edited in
 * content/data/company.json (`npm run edit`). Header, footer, contact page, structured data and the
 * capability PDF all read from here. The phone number is a reserved example (555-01xx) until the
 * firm's line is published.
 */
export const company: Company = {
  // Checked against its schema before every build (scripts/check-content.ts), so no parse runs here.
  ...(facts as Omit<Company, 'origin'>),
  // Where the site is published: a setting of the deployment, not a fact the firm edits.
  origin: 'https://www.globaltekforce.com',
}

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

/** The firm's credentials as badges: written once, listed by each page that shows them. */
export const credentials = {
  womanOwned: 'Woman-Owned Small Business',
  cmmi: 'CMMI Level 3',
  isoStandards: 'ISO 9001 · 27001 · 20000',
  isoCertified: 'ISO Certified',
  swam: 'SWaM Certified',
} as const

/** The certification badges over the home page and corporate capability headings. */
export function listCertificationBadges(): string[] {
  return [credentials.womanOwned, credentials.cmmi, credentials.isoStandards, credentials.swam]
}

/** "Founded 2018", from the one founding year. */
export function formatFounded(): string {
  return `Founded ${company.foundingYear}`
}

/** "Reston, Virginia". */
export function formatHomeTown(): string {
  return `${company.address.city}, ${company.address.region}`
}

/** The About page's facts at a glance: founded, credentials, home town. */
export function listAboutBadges(): string[] {
  return [
    formatFounded(),
    credentials.womanOwned,
    credentials.cmmi,
    credentials.isoCertified,
    formatHomeTown(),
  ]
}

/** The credentials line at the foot of every page. */
export function formatCredentialLine(): string {
  return [credentials.womanOwned, credentials.cmmi, credentials.isoCertified].join(' · ')
}

/** Ways to reach the firm, in the order the contact blocks list them; `icon` picks the drawing. */
export function listContactChannels() {
  return {
    address: { label: 'Headquarters', icon: 'mapPin', lines: [formatStreetAddress(), formatCityLine()] },
    /** The address as mail is sent to it, under the legal name. */
    postalAddress: {
      label: 'Headquarters',
      icon: 'mapPin',
      lines: [company.legalName, formatStreetAddress(), formatCityLine()],
    },
    phone: { label: 'Phone', icon: 'phone', text: company.phone.display, href: `tel:${company.phone.e164}` },
    email: { label: 'Email', icon: 'mail', text: company.email, href: `mailto:${company.email}` },
    website: {
      label: 'Website',
      icon: 'globe',
      text: new URL(company.origin).host,
      href: company.origin,
    },
  } as const
}
