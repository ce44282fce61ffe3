import facts from './data/company.json' with { type: 'json' }
import labels from './data/labels.json' with { type: 'json' }
import siteWords from './data/site-words.json' with { type: 'json' }
import type { Company } from './schema.ts'

/** Edited in content/data/company.json; the phone number is a reserved example (555-01xx) until the firm's line is published. */
export const company: Company = {
  // Validated before every build (scripts/build-steps/check-content.ts), so no parse runs here.
  ...(facts as Omit<Company, 'origin'>),
  // A deployment setting, not a fact the firm edits.
  origin: 'https://www.globaltekforce.com',
}

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

/** The firm's credentials as the badges and the footer word them (content/data/site-words.json). */
export const credentials = siteWords.credentials

export function listCertificationBadges(): string[] {
  return [credentials.womanOwned, credentials.cmmi, credentials.isoStandards, credentials.swam]
}

export function formatFounded(): string {
  return labels.founded.replace('{year}', String(company.foundingYear))
}

export function formatHomeTown(): string {
  return `${company.address.city}, ${company.address.region}`
}

export function listAboutBadges(): string[] {
  return [
    formatFounded(),
    credentials.womanOwned,
    credentials.cmmi,
    credentials.isoCertified,
    formatHomeTown(),
  ]
}

export function formatCredentialLine(): string {
  return [credentials.womanOwned, credentials.cmmi, credentials.isoCertified].join(' · ')
}

export function listContactChannels() {
  const names = labels.contactChannels
  return {
    address: { label: names.headquarters, icon: 'mapPin', lines: [formatStreetAddress(), formatCityLine()] },
    postalAddress: {
      label: names.headquarters,
      icon: 'mapPin',
      lines: [company.legalName, formatStreetAddress(), formatCityLine()],
    },
    phone: {
      label: names.phone,
      icon: 'phone',
      text: company.phone.display,
      href: `tel:${company.phone.e164}`,
    },
    email: { label: names.email, icon: 'mail', text: company.email, href: `mailto:${company.email}` },
    website: {
      label: names.website,
      icon: 'globe',
      text: new URL(company.origin).host,
      href: company.origin,
    },
  } as const
}
