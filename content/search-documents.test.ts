import { describe, expect, it } from 'vitest'
import { NOT_FOUND_PATH, SEARCH_PATH, THANK_YOU_PATH } from './paths.ts'
import { listSearchDocuments, listSearchSections } from './search-documents.ts'
import { listSitePaths } from './site-paths.ts'

describe('search documents', () => {
  const documents = listSearchDocuments()
  const ids = documents.map((document) => document.id)

  it('hold every page of the sitemap, once, and nothing else', () => {
    expect([...ids].sort()).toEqual([...listSitePaths()].sort())
    expect(new Set(ids).size).toBe(ids.length)
    for (const path of [SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PATH]) expect(ids).not.toContain(path)
  })

  it('give every page a title, a section, a summary and words to match', () => {
    for (const document of documents) {
      expect(document.title, document.id).not.toBe('')
      expect(document.section, document.id).not.toBe('')
      expect(document.summary.length, document.id).toBeGreaterThan(40)
      expect(document.text.length, document.id).toBeGreaterThan(document.summary.length)
    }
  })

  it('file services under their category, and list every page once in the site index', () => {
    const sap = documents.find((document) => document.id === '/services/sap')
    expect(sap?.section).toBe('ERP Solutions')
    const sections = listSearchSections(documents)
    expect(sections[0]?.title).toBe('Company')
    expect(sections.flatMap((section) => section.documents.map((document) => document.id)).sort()).toEqual(
      [...ids].sort(),
    )
  })
})
