import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findDataProblems } from '../../content/check-data.ts'
import { findRedirectProblems } from '../../content/check-redirects.ts'
import { listSiteAddresses } from '../../content/redirects.ts'
import { readRepositoryText } from '../build-steps/content/content-gate-plugin.ts'
import { renderRedirectsFile } from '../build-steps/redirects/redirects-file.ts'
import {
  followSlugChangesInUpdate,
  type KeystaticUpdate,
  recordPublishedAddresses,
} from './follow-slug-changes.ts'

const root = resolve(import.meta.dirname, '../..')
const CATALOG = 'content/data/catalog.json'
const SOLUTION_MENU = 'content/data/solution-menu.json'
const TESTIMONIALS = 'content/data/testimonials.json'
const REDIRECTS = 'content/data/redirects.json'
const PUBLISHED = 'content/data/published-addresses.json'
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

  it('records no published address for a page saved as a draft, but redirects the address it had', () => {
    const menu = catalog()
    menu.categories[0].services[3].slug = 'oracle-epm'
    menu.categories[0].services[3].draft = true
    const result = followSlugChangesInUpdate(root, saving(menu))
    expect(result.addresses).toEqual([])
    expect(JSON.parse(decoded(result.update)['content/data/redirects.json'] ?? '')).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }],
    })
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

describe('saves that move or remove entries (on a copy of the repository’s content)', () => {
  const copies: string[] = []
  afterAll(() => {
    for (const copy of copies) rmSync(copy, { recursive: true, force: true })
  })

  function copyContent() {
    const copy = mkdtempSync(join(tmpdir(), 'follow-slug-changes-'))
    copies.push(copy)
    cpSync(resolve(root, 'content'), join(copy, 'content'), { recursive: true })
    return copy
  }

  /** Every file under content/, as bytes. */
  function snapshot(copy: string) {
    const files = readdirSync(join(copy, 'content'), { recursive: true, withFileTypes: true })
    return new Map(
      files
        .filter((file) => file.isFile())
        .map((file) => {
          const path = join(file.parentPath, file.name)
          return [relative(copy, path), readFileSync(path)] as const
        }),
    )
  }

  const changedFiles = (before: Map<string, Buffer>, after: Map<string, Buffer>) =>
    [...new Set([...before.keys(), ...after.keys()])]
      .filter((path) => !before.get(path)?.equals(after.get(path) ?? Buffer.alloc(0)))
      .sort()

  /** What the editor's server does with a save: the hook, Keystatic's writes, then the ledger. */
  function save(copy: string, path: string, file: unknown) {
    const keystaticText = `${JSON.stringify(file, null, 2)}\n`
    const result = followSlugChangesInUpdate(copy, {
      additions: [{ path, contents: Buffer.from(keystaticText).toString('base64') }],
      deletions: [],
    })
    for (const addition of result.update.additions)
      writeFileSync(join(copy, addition.path), Buffer.from(addition.contents, 'base64'))
    for (const deletion of result.update.deletions) rmSync(join(copy, deletion.path))
    recordPublishedAddresses(copy, result.addresses)
    return result
  }

  const readCopy = (copy: string, path: string) => JSON.parse(readFileSync(join(copy, path), 'utf8'))

  it('moving a category to the top and back changes only the menu’s order, and back leaves it as it was', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const menu = readCopy(copy, CATALOG)
    const categories = menu.categories as { key: string }[]
    const cybersecurity = categories.findIndex((category) => category.key === 'cybersecurity')
    expect(cybersecurity).toBeGreaterThan(0)
    const moved = {
      ...menu,
      categories: [categories[cybersecurity], ...categories.filter((_, index) => index !== cybersecurity)],
    }

    const first = save(copy, CATALOG, moved)
    expect(first.moved).toEqual([])
    expect(first.update.additions.map((addition) => addition.path)).toEqual([CATALOG])
    expect(changedFiles(original, snapshot(copy))).toEqual([CATALOG])
    expect(readCopy(copy, CATALOG)).toEqual(moved)

    const back = save(copy, CATALOG, menu)
    expect(back.moved).toEqual([])
    expect(changedFiles(original, snapshot(copy))).toEqual([])
  })

  it('reordering the services of a category changes only the menu’s order, and back leaves it as it was', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const menu = readCopy(copy, CATALOG)
    const reordered = structuredClone(menu)
    reordered.categories[0].services.reverse()
    reordered.categories[5].services.push(reordered.categories[5].services.shift())

    const first = save(copy, CATALOG, reordered)
    expect(first.moved).toEqual([])
    expect(changedFiles(original, snapshot(copy))).toEqual([CATALOG])
    expect(findDataProblems((path) => readRepositoryText(copy, path))).toEqual([])

    save(copy, CATALOG, menu)
    expect(changedFiles(original, snapshot(copy))).toEqual([])
  })

  it('removing a service mid-list and changing the next one’s address records one redirect, for that one', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const menu = readCopy(copy, CATALOG)
    const [, removed, next] = menu.categories[0].services as { slug: string; key: string }[]
    expect([removed?.slug, next?.slug]).toEqual(['sap', 'oracle-clm'])
    const edited = structuredClone(menu)
    edited.categories[0].services.splice(1, 1)
    edited.categories[0].services[1].slug = 'oracle-contract-lifecycle'

    const result = save(copy, CATALOG, edited)
    expect(result.moved).toEqual(['oracle-clm → oracle-contract-lifecycle'])
    expect(readCopy(copy, REDIRECTS)).toEqual({
      redirects: [{ from: '/services/oracle-clm', to: '/services/oracle-contract-lifecycle' }],
    })
    expect(readCopy(copy, CATALOG)).toEqual(edited)
    // The removed service's words stay where they were (retiring a page is a later, separate step), and no
    // other service's words move: only the changed address is rewritten.
    const erp = 'content/data/categories/erp-solutions.json'
    const erpBefore = original.get(erp)?.toString('utf8') ?? ''
    expect(readFileSync(join(copy, erp), 'utf8')).toBe(
      erpBefore.replaceAll('"oracle-clm"', '"oracle-contract-lifecycle"'),
    )
    for (const path of changedFiles(original, snapshot(copy)).filter(
      (path) => ![CATALOG, REDIRECTS, PUBLISHED].includes(path),
    ))
      expect(readFileSync(join(copy, path), 'utf8'), path).toBe(
        original.get(path)?.toString('utf8').replaceAll('"oracle-clm"', '"oracle-contract-lifecycle"'),
      )
  })

  it('gives a service added in the editor a key in the same save, and takes it for no change of address', () => {
    const copy = copyContent()
    const menu = readCopy(copy, CATALOG)
    const edited = structuredClone(menu)
    edited.otherServices[3] = { slug: 'oracle-cloud-migration', name: 'Oracle Cloud Migration' }

    const result = save(copy, CATALOG, edited)
    expect(result.moved).toEqual([])
    expect(readCopy(copy, CATALOG).otherServices[3]).toEqual({
      slug: 'oracle-cloud-migration',
      name: 'Oracle Cloud Migration',
      key: 'oracle-cloud-migration',
    })
    expect(readCopy(copy, REDIRECTS)).toEqual({ redirects: [] })
  })
})
