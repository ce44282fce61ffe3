import { describe, expect, it } from 'vitest'
import { listPrerenderedPaths } from '../../content/site-paths.ts'
import {
  previewPathFor,
  SCREENS_WITHOUT_PAGE,
  withCollectionPreviewLinks,
  withPreviewLinks,
} from '../../editor/preview-links.ts'
import { checkbox } from '../../editor/schema-fields.ts'
import { collections, singletons as screens } from '../../keystatic.config.ts'

const singletons = Object.entries(screens as Record<string, { path: string }>)

describe('the editor’s links to the site preview', () => {
  it('gives every screen for a page, or for something a page shows, a page of the site', () => {
    const pages = new Set(listPrerenderedPaths())
    const linked = singletons.filter(([name]) => !SCREENS_WITHOUT_PAGE.includes(name))
    expect(linked.length).toBe(singletons.length - SCREENS_WITHOUT_PAGE.length)
    for (const [name, singleton] of linked)
      expect(pages, name).toContain(previewPathFor(singleton.path) ?? 'none')
    for (const [name, singleton] of singletons)
      if (SCREENS_WITHOUT_PAGE.includes(name)) expect(previewPathFor(singleton.path), name).toBeUndefined()
  })

  it('links each category’s and solution’s words to the preview’s lookup of its page, and adds the preview’s origin', () => {
    const words = withCollectionPreviewLinks(collections, 'http://127.0.0.1:4801')
    expect(words.categories.previewUrl).toBe('http://127.0.0.1:4801/_preview/categories/{slug}')
    expect(words.solutions.previewUrl).toBe('http://127.0.0.1:4801/_preview/solutions/{slug}')
    const linked = withPreviewLinks(screens, 'http://127.0.0.1:4801')
    expect((linked.about as { previewUrl?: string }).previewUrl).toBe('http://127.0.0.1:4801/about')
    expect((linked.emails as { previewUrl?: string }).previewUrl).toBeUndefined()
  })
})

describe('the draft box', () => {
  it('writes nothing while clear, so an entry that was never a draft keeps its file unchanged', () => {
    const box = checkbox('Draft', undefined, true)
    expect(box.serialize(false)).toEqual({ value: undefined })
    expect(box.serialize(true)).toEqual({ value: true })
    expect(box.parse(undefined)).toBe(false)
  })
})
