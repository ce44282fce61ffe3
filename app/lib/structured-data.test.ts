import { describe, expect, it } from 'vitest'
import {
  buildBreadcrumbJsonLd,
  buildLeadershipJsonLd,
  buildServiceJsonLd,
  type JsonLdNode,
  ORGANIZATION_ID,
  serializeJsonLd,
} from './structured-data.ts'

/** A service page as the routes describe it, for the tests to vary. */
const sapService: Parameters<typeof buildServiceJsonLd>[0] = {
  name: 'SAP',
  description: 'SAP finance and procurement for agencies.',
  path: '/services/sap',
  serviceType: 'SAP',
  category: 'ERP Solutions',
}

describe('serializeJsonLd', () => {
  it('never lets a string close the script element, and parses back to the same data', () => {
    const data = buildServiceJsonLd({
      ...sapService,
      name: 'Audit </script><script>alert(1)</script> & <!-- Review',
      description: 'Line\u2028separator and paragraph\u2029separator',
      category: undefined,
    })
    const text = serializeJsonLd(data)
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
    expect(JSON.parse(text)).toEqual(data)
  })
})

describe('buildServiceJsonLd', () => {
  it('names the company as provider by its @id and gives an absolute URL', () => {
    const data = buildServiceJsonLd(sapService)
    expect(data).toMatchObject({
      '@type': 'Service',
      url: 'https://www.globaltekforce.com/services/sap',
      provider: { '@id': ORGANIZATION_ID },
      category: 'ERP Solutions',
    })
  })
})

describe('buildBreadcrumbJsonLd', () => {
  it('numbers the crumbs from 1 and links all but the current page', () => {
    const data = buildBreadcrumbJsonLd([
      { name: 'Home', href: '/' },
      { name: 'Solutions', href: '/solutions' },
      { name: 'User Provisioning' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.globaltekforce.com/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Solutions',
          item: 'https://www.globaltekforce.com/solutions',
        },
        { '@type': 'ListItem', position: 3, name: 'User Provisioning' },
      ],
    })
  })
})

describe('buildLeadershipJsonLd', () => {
  it('names a profile only when it is an https: address', () => {
    const leader = {
      name: 'Avery Quinn',
      title: 'Chief Executive Officer',
      bio: 'Leads the firm.',
      skills: ['Strategy', 'Delivery', 'Federal IT'],
      initials: 'AQ',
      theme: 'navy' as const,
    }
    const data = buildLeadershipJsonLd([
      { ...leader, linkedInUrl: 'https://www.linkedin.com/in/avery-quinn' },
      { ...leader, linkedInUrl: 'javascript:alert(1)' },
      { ...leader, linkedInUrl: 'data:text/html,<script>alert(1)</script>' },
    ])
    const sameAs = (data as { '@graph': JsonLdNode[] })['@graph'].map((person) => person.sameAs)
    expect(sameAs).toEqual([['https://www.linkedin.com/in/avery-quinn'], undefined, undefined])
  })
})
