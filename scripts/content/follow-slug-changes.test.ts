import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findRedirectProblems } from '../../content/check-redirects.ts'
import { listSiteAddresses } from '../../content/redirects.ts'
import { renderRedirectsFile } from '../redirects/redirects-file.ts'
import { followSlugChangesInUpdate, type KeystaticUpdate } from './follow-slug-changes.ts'

const root = resolve(import.meta.dirname, '../..')
const CATALOG = 'content/data/catalog.json'
const catalog = () => JSON.parse(readFileSync(resolve(root, CATALOG), 'utf8'))

const saving = (file: unknown): KeystaticUpdate => ({
  additions: [{ path: CATALOG, contents: Buffer.from(JSON.stringify(file)).toString('base64') }],
  deletions: [],
})

const decoded = (update: KeystaticUpdate) =>
  Object.fromEntries(
    update.additions.map(({ path, contents }) => [path, Buffer.from(contents, 'base64').toString('utf8')]),
  )

describe('followSlugChangesInUpdate (the local editor’s save)', () => {
  it('passes a save that changes no address through untouched', () => {
    const menu = catalog()
    menu.categories[0].services[3].name = 'Oracle EPM'
    const update = saving(menu)
    expect(followSlugChangesInUpdate(root, update)).toEqual({ update, moved: [], addresses: [] })
  })

  it('passes an uploaded picture through without reading it as JSON', () => {
    const update: KeystaticUpdate = {
      additions: [
        { path: 'assets/images/uploads/home/0.png', contents: Buffer.from('\x89PNG').toString('base64') },
      ],
      deletions: [],
    }
    expect(followSlugChangesInUpdate(root, update)).toEqual({ update, moved: [], addresses: [] })
  })

  it('adds the rewritten words files and the redirect to a save that changes a service’s address', () => {
    const menu = catalog()
    menu.categories[0].services[3].slug = 'oracle-epm'
    const result = followSlugChangesInUpdate(root, saving(menu))
    if ('refused' in result) throw new Error(result.refused)
    const files = decoded(result.update)
    expect(Object.keys(files).sort()).toEqual([
      CATALOG,
      'content/data/categories/erp-solutions.json',
      'content/data/categories/federal-financial-management.json',
      'content/redirects.json',
    ])
    expect(JSON.parse(files['content/redirects.json'] ?? '')).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }],
    })
    const renamedSite = listSiteAddresses()
    const rename = (paths: readonly string[]) =>
      paths.map((path) => (path === '/services/oracle-hyperion' ? '/services/oracle-epm' : path))
    const redirects = JSON.parse(files['content/redirects.json'] ?? '')
    expect(
      findRedirectProblems(redirects, {
        pages: rename(renamedSite.pages),
        served: rename(renamedSite.served),
      }),
    ).toEqual([])
    expect(renderRedirectsFile(redirects.redirects)).toContain(
      '\n/services/oracle-hyperion /services/oracle-epm 301\n',
    )
    expect(result.update.deletions).toEqual([])
    expect(result.moved).toEqual(['oracle-hyperion → oracle-epm'])
    expect(result.addresses).toEqual(['/services/oracle-epm'])
  })

  it('refuses a save that changes a category’s address, which the site’s code names', () => {
    const menu = catalog()
    menu.categories[0].slug = 'erp'
    expect(followSlugChangesInUpdate(root, saving(menu))).toEqual({
      refused: expect.stringContaining('a developer changes it'),
    })
  })
})
