import { describe, expect, it } from 'vitest'
import { listSearchDocuments } from '#content/search-documents.ts'
import { createSiteSearch, expandAcronyms, tokenize } from './search-engine.ts'

const engine = createSiteSearch(listSearchDocuments())
const titles = (query: string) => engine.search(query).map((hit) => hit.title)
const paths = (query: string) => engine.search(query).map((hit) => hit.id)

describe('site search', () => {
  it('finds Oracle Hyperion first from its name and from the start of it, typo or not', () => {
    expect(titles('hyperion')[0]).toBe('Oracle Hyperion')
    expect(titles('hyperi')[0]).toBe('Oracle Hyperion')
    expect(titles('hyperoin')[0]).toBe('Oracle Hyperion')
  })

  it('finds Grants Closeout & Reconciliation from "grant closeout"', () => {
    expect(titles('grant closeout')[0]).toBe('Grants Closeout & Reconciliation')
  })

  it('finds the A-123 page however the acronym is typed', () => {
    for (const query of ['a123', 'A-123', 'A123 support'])
      expect(paths(query)[0]).toBe('/services/a123-support')
  })

  it.each([
    ['soc', '/services/security-operations-center'],
    ['iaa', '/services/interagency-agreements-iaa-support'],
    ['itsm', '/services/information-technology-service-management'],
    ['iam', '/services/identity-access-management'],
    ['dr', '/services/disaster-recovery-and-management'],
    ['ci/cd', '/services/cicd'],
    ['rpa', '/services/business-process-automation'],
    ['erp', '/services/erp-solutions'],
  ])('the acronym "%s" finds %s among the first three', (query, path) => {
    expect(paths(query).slice(0, 3)).toContain(path)
  })

  it('marks the matched words in the title and the snippet', () => {
    const [hit] = engine.search('hyperion')
    expect(hit?.titleParts).toEqual([
      { text: 'Oracle ', match: false },
      { text: 'Hyperion', match: true },
    ])
    expect(hit?.snippet.some((part) => part.match && /hyperion/i.test(part.text))).toBe(true)
  })

  it('returns nothing for an empty query or words no page uses', () => {
    expect(engine.search('   ')).toEqual([])
    expect(engine.search('zzqxj')).toEqual([])
  })

  it('keeps hyphenated and slashed words whole as well as split', () => {
    expect(tokenize('A-123 and CI/CD.')).toEqual(['A', '123', 'A123', 'and', 'CI', 'CD', 'CICD'])
    expect(expandAcronyms('SOC A-123 soc')).toEqual(['security operations', 'internal control'])
  })
})
