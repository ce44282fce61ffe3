import { describe, expect, it } from 'vitest'
import { buildMeta } from './meta.ts'

const seo = {
  title: 'Cloud Security Services | GlobalTekForce',
  description: 'Cloud security architecture, FedRAMP alignment and continuous monitoring for agencies.',
}

const find = (tags: ReturnType<typeof buildMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value)

describe('buildMeta', () => {
  it('gives a page its canonical URL and the same URL as og:url, on the configured origin', () => {
    const tags = buildMeta(seo, '/services/cloud-security')
    expect(find(tags, 'rel', 'canonical')).toMatchObject({
      href: 'https://www.globaltekforce.com/services/cloud-security',
    })
    expect(find(tags, 'property', 'og:url')).toMatchObject({
      content: 'https://www.globaltekforce.com/services/cloud-security',
    })
    expect(find(tags, 'property', 'og:image')).toMatchObject({
      content: 'https://www.globaltekforce.com/img/share-card-1200.jpg',
    })
    expect(find(tags, 'name', 'robots')).toBeUndefined()
  })

  it('gives the not-found page no address of its own and keeps it out of search results', () => {
    const tags = buildMeta(seo, null, { noindex: true })
    expect(find(tags, 'rel', 'canonical')).toBeUndefined()
    expect(find(tags, 'property', 'og:url')).toBeUndefined()
    expect(find(tags, 'name', 'robots')).toMatchObject({ content: 'noindex' })
    expect(find(tags, 'name', 'twitter:card')).toMatchObject({ content: 'summary_large_image' })
  })
})
