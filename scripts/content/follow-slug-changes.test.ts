import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findRedirectProblems } from '../../content/check-redirects.ts'
import { listSiteAddresses } from '../../content/redirects.ts'
import { renderRedirectsFile } from '../redirects/redirects-file.ts'
import { followSlugChangesInUpdate, type KeystaticUpdate } from './follow-slug-changes.ts'

const root = resolve(import.meta.dirname, '../..')
const CATALOG = 'content/data/catalog.json'
const SOLUTION_MENU = 'content/data/solution-menu.json'
const TESTIMONIALS = 'content/data/testimonials.json'
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

  it('passes a save that carries an uploaded picture through untouched', () => {
    const picture = {
      path: 'assets/images/clients/clients/2/logo.png',
      contents: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]).toString('base64'),
    }
    const update = { additions: [picture, ...saving(catalog()).additions], deletions: [] }
    expect(followSlugChangesInUpdate(root, update)).toEqual({ update, moved: [], addresses: [] })
  })

  it('adds the rewritten words files and the redirect to a save that changes a service’s address', () => {
    const menu = catalog()
    menu.categories[0].services[3].slug = 'oracle-epm'
    const result = followSlugChangesInUpdate(root, saving(menu))
    const files = decoded(result.update)
    expect(Object.keys(files).sort()).toEqual([
      CATALOG,
      'content/data/categories/erp-solutions.json',
      'content/data/categories/federal-financial-management.json',
      'content/data/redirects.json',
    ])
    expect(JSON.parse(files['content/data/redirects.json'] ?? '')).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }],
    })
    const renamedSite = listSiteAddresses()
    const rename = (paths: readonly string[]) =>
      paths.map((path) => (path === '/services/oracle-hyperion' ? '/services/oracle-epm' : path))
    const redirects = JSON.parse(files['content/data/redirects.json'] ?? '')
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

  it('follows a category’s changed address: its words file stays, testimonials and the redirect follow', () => {
    const menu = catalog()
    const testimonials = JSON.parse(readFileSync(resolve(root, TESTIMONIALS), 'utf8'))
    const index = testimonials.testimonials.findIndex(
      (item: { categoryId: string }) => item.categoryId === menu.categories[2].slug,
    )
    expect(index).toBeGreaterThanOrEqual(0)
    menu.categories[2].slug = 'federal-finance'
    const result = followSlugChangesInUpdate(root, saving(menu))
    const files = decoded(result.update)
    expect(Object.keys(files).sort()).toEqual([CATALOG, 'content/data/redirects.json', TESTIMONIALS])
    expect(JSON.parse(files[TESTIMONIALS] ?? '').testimonials[index].categoryId).toBe('federal-finance')
    expect(JSON.parse(files['content/data/redirects.json'] ?? '')).toEqual({
      redirects: [{ from: '/services/federal-financial-management', to: '/services/federal-finance' }],
    })
    expect(result.update.deletions).toEqual([])
    expect(result.addresses).toEqual(['/services/federal-finance'])
  })

  it('follows a solution’s changed address with a redirect only: no words file moves', () => {
    const menu = JSON.parse(readFileSync(resolve(root, SOLUTION_MENU), 'utf8'))
    menu.solutions[0].slug = 'provisioning'
    const result = followSlugChangesInUpdate(root, {
      additions: [{ path: SOLUTION_MENU, contents: Buffer.from(JSON.stringify(menu)).toString('base64') }],
      deletions: [],
    })
    const files = decoded(result.update)
    expect(Object.keys(files).sort()).toEqual([
      'content/data/redirects.json',
      'content/data/solution-menu.json',
    ])
    expect(JSON.parse(files['content/data/redirects.json'] ?? '')).toEqual({
      redirects: [{ from: '/solutions/userprovisioning', to: '/solutions/provisioning' }],
    })
    expect(result.update.deletions).toEqual([])
    expect(result.addresses).toEqual(['/solutions/provisioning'])
  })
})
