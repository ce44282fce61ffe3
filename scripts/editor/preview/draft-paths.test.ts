import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { listDraftPages } from './draft-paths.ts'
import { showDraft } from './draft-view.ts'
import { DRAFT_NOTICE, PREVIEW_NOTICE, previewBanner } from './preview-banner.ts'

const root = mkdtempSync(join(tmpdir(), 'preview-drafts-'))
cpSync(resolve(import.meta.dirname, '../../../content/data'), join(root, 'content/data'), { recursive: true })
afterAll(() => rmSync(root, { recursive: true, force: true }))

const edit = <T>(file: string, change: (data: T) => void) => {
  const path = join(root, 'content/data', file)
  const data = JSON.parse(readFileSync(path, 'utf8')) as T
  change(data)
  writeFileSync(path, JSON.stringify(data))
}

describe('the preview’s drafts', () => {
  it('lists the address and name of each draft page, a draft category’s services included', () => {
    expect(listDraftPages(root)).toEqual({})
    edit(
      'catalog.json',
      (catalog: { categories: { draft?: boolean; services: { draft?: boolean }[] }[] }) => {
        const [erp, , , , , cyber] = catalog.categories
        if (erp?.services[5]) erp.services[5].draft = true
        if (cyber) cyber.draft = true
      },
    )
    edit('solution-menu.json', (menu: { solutions: { draft?: boolean }[] }) => {
      if (menu.solutions[0]) menu.solutions[0].draft = true
    })
    const pages = listDraftPages(root)
    expect(pages['/services/sunflower']).toBe('Sunflower')
    expect(pages['/cybersecurity']).toBe('Cybersecurity')
    expect(pages['/services/network-security']).toBeDefined()
    expect(pages['/solutions/userprovisioning']).toBe('User Provisioning')
    expect(pages['/services/sap']).toBeUndefined()
  })

  it('shows the draft notice on a draft’s page only, and the preview notice on every page', () => {
    const drafts = { '/services/sunflower': 'Sunflower' }
    const onDraft = previewBanner('/services/sunflower', drafts, 3)
    const elsewhere = previewBanner('/services/sap', drafts, 3)
    for (const banner of [onDraft, elsewhere]) expect(banner).toContain(PREVIEW_NOTICE)
    expect(onDraft).toMatch(new RegExp(`id="site-preview-draft"[^>]*"(?<! hidden)>${DRAFT_NOTICE}`))
    expect(elsewhere).toContain(`hidden>${DRAFT_NOTICE}`)
    expect(previewBanner('/', { '/x': '</script><b>' }, 1)).not.toContain('</script><b>')
  })

  it('marks a draft’s name, or a testimonial’s role', () => {
    expect(showDraft({ name: 'Sunflower', draft: true })).toEqual([
      { name: 'Sunflower (Draft)', draft: true },
    ])
    expect(showDraft({ role: 'Program Manager', quote: 'Good' })).toEqual([
      { role: 'Program Manager (Draft)', quote: 'Good' },
    ])
  })
})
