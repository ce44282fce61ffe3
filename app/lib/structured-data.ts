import { imageAssets, imageVariantUrl } from '#content/images.ts'
import { isLinkAddress } from '#content/link-addresses.ts'
import type { Leader } from '#content/schema.ts'
import { absoluteUrl, company, formatStreetAddress } from '#content/site.ts'

/** schema.org data; nodes refer to the company by ORGANIZATION_ID, so it is described once per page. */

export type JsonLdNode = { '@type': string } & Record<string, unknown>
export type JsonLdDocument = { '@context': 'https://schema.org' } & (JsonLdNode | { '@graph': JsonLdNode[] })

/** The Organization node's identifier: the home page URL with a fragment, as schema.org suggests. */
export const ORGANIZATION_ID = `${absoluteUrl('/')}#organization`

/** The content gate already refuses other schemes; this keeps one that slipped past it out of the markup. */
function sameAs(addresses: readonly string[]): { sameAs?: string[] } {
  const pages = addresses.filter((url) => isLinkAddress(url, ['https:']))
  return pages.length > 0 ? { sameAs: pages } : {}
}

const organizationReference = { '@type': 'Organization', '@id': ORGANIZATION_ID, name: company.name } as const

const AREA_SERVED = { '@type': 'Country', name: 'United States' } as const

export function buildOrganizationJsonLd(): JsonLdDocument {
  const { address } = company
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl(imageVariantUrl(imageAssets.brandMark, imageAssets.brandMark.width, 'png')),
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: formatStreetAddress(),
      addressLocality: address.city,
      addressRegion: address.regionCode,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: company.phone.e164,
      email: company.email,
      areaServed: address.country,
      availableLanguage: 'English',
    },
    ...sameAs([company.linkedInUrl]),
  }
}

interface ServiceFacts {
  name: string
  description: string
  path: string
  /** What kind of service it is: the service itself, or the practice area of a category page. */
  serviceType: string
  category: string | undefined
}

export function buildServiceJsonLd({
  name,
  description,
  path,
  serviceType,
  category,
}: ServiceFacts): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    serviceType,
    ...(category ? { category } : {}),
    url: absoluteUrl(path),
    provider: organizationReference,
    areaServed: AREA_SERVED,
  }
}

export function buildBreadcrumbJsonLd(crumbs: readonly { name: string; href?: string }[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      // The current page, the last crumb, has no link; search engines then take the page's own URL.
      ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
    })),
  }
}

export function buildLeadershipJsonLd(leaders: readonly Leader[]): JsonLdDocument {
  return {
    '@context': 'https://schema.org',
    '@graph': leaders.map((leader) => ({
      '@type': 'Person',
      name: leader.name,
      jobTitle: leader.title,
      description: leader.bio,
      knowsAbout: leader.skills,
      // sameAs means the same person: only a personal profile qualifies, never the company's page.
      ...(leader.linkedInUrl !== company.linkedInUrl ? sameAs([leader.linkedInUrl]) : {}),
      worksFor: organizationReference,
    })),
  }
}

/**
 * JSON for inside a <script> element: "<", ">", "&" and the JavaScript line separators become \u escapes,
 * so no string can close the element or open a comment.
 */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
