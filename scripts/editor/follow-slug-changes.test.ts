import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { findDataProblems } from '../../content/check-data.ts'
import { findRedirectProblems } from '../../content/check-redirects.ts'
import { findLostAddresses } from '../../content/published-addresses.ts'
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

const unchanged = (update: KeystaticUpdate) => ({
  update,
  moved: [],
  addresses: [],
  withdrawn: [],
  problems: [],
  alsoChanged: [],
  redirects: [],
})

describe('followSlugChangesInUpdate (the local editor’s save)', () => {
  it('passes a save that changes no address through untouched', () => {
    const menu = catalog()
    menu.categories[0].services[3].name = 'Oracle EPM'
    const update = saving(menu)
    expect(followSlugChangesInUpdate(root, update)).toEqual(unchanged(update))
  })

  it('passes a save that carries an uploaded picture through untouched', () => {
    const picture = {
      path: 'assets/images/clients/clients/2/logo.png',
      contents: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]).toString('base64'),
    }
    const update = { additions: [picture, ...saving(catalog()).additions], deletions: [] }
    expect(followSlugChangesInUpdate(root, update)).toEqual(unchanged(update))
  })

  it('records a new page’s address in the ledger of published ones, and a draft’s once it is published', () => {
    const menu = catalog()
    menu.categories[0].services.push({ slug: 'oracle-epm-cloud', name: 'Oracle EPM Cloud' })
    menu.otherServices.push({ slug: 'data-strategy', name: 'Data Strategy', draft: true })
    const added = followSlugChangesInUpdate(root, saving(menu))
    expect(added.addresses).toEqual(['/services/oracle-epm-cloud'])
    expect(added.redirects).toEqual([])

    const published = structuredClone(menu)
    delete published.otherServices.at(-1).draft
    expect(followSlugChangesInUpdate(root, saving(published)).addresses).toEqual([
      '/services/oracle-epm-cloud',
      '/services/data-strategy',
    ])
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
    expect(result.alsoChanged).toEqual([
      'content/data/categories/erp-solutions.json',
      'content/data/categories/federal-financial-management.json',
      'content/data/redirects.json',
    ])
    expect(result.redirects).toEqual([{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }])
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
    // Inside the repository, so the copy's own content modules resolve zod when its gate runs.
    mkdirSync(join(root, '.e2e-data'), { recursive: true })
    const copy = mkdtempSync(join(root, '.e2e-data', 'follow-slug-changes-'))
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

  const snapshotText = (copy: string) =>
    [...snapshot(copy)]
      .filter(([path]) => path.endsWith('.json') && ![REDIRECTS, PUBLISHED].includes(path))
      .map(([, bytes]) => bytes.toString('utf8'))

  const changedFiles = (before: Map<string, Buffer>, after: Map<string, Buffer>) =>
    [...new Set([...before.keys(), ...after.keys()])]
      .filter((path) => !before.get(path)?.equals(after.get(path) ?? Buffer.alloc(0)))
      .sort()

  /** What the editor's server does with a save: the hook, Keystatic's writes, then the ledger. */
  function save(copy: string, path: string, file: unknown, fresh: ReadonlySet<string> = new Set()) {
    const keystaticText = `${JSON.stringify(file, null, 2)}\n`
    const result = followSlugChangesInUpdate(
      copy,
      { additions: [{ path, contents: Buffer.from(keystaticText).toString('base64') }], deletions: [] },
      fresh,
    )
    if (result.problems.length > 0) return result
    for (const addition of result.update.additions)
      writeFileSync(join(copy, addition.path), Buffer.from(addition.contents, 'base64'))
    for (const deletion of result.update.deletions) rmSync(join(copy, deletion.path))
    recordPublishedAddresses(copy, result.addresses, result.withdrawn)
    return result
  }

  /** The content gate run from the copy, so its menus are the copy's (as `npm run edit` runs it). */
  function runGate(copy: string) {
    for (const script of ['scripts/build-steps/check-content.ts', 'scripts/build-steps/content']) {
      mkdirSync(dirname(join(copy, script)), { recursive: true })
      cpSync(join(root, script), join(copy, script), { recursive: true })
    }
    const gate = spawnSync(process.execPath, [join(copy, 'scripts/build-steps/check-content.ts')], {
      cwd: root,
      encoding: 'utf8',
    })
    return { status: gate.status, stderr: gate.stderr }
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

  const ERP = 'content/data/categories/erp-solutions.json'

  it('removing a published service without choosing where its address leads is refused, naming it; nothing changes', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const edited = readCopy(copy, CATALOG)
    edited.categories[0].services.splice(1, 1)

    const result = save(copy, CATALOG, edited)
    expect(result.problems).toEqual([
      '"SAP" (/services/sap) was removed, but its address is published: undo the removal, then choose in its "Retire this page: send its address to" where its address should lead, and save',
    ])
    expect(result.update.additions.map((addition) => addition.path)).toEqual([CATALOG])
    expect(changedFiles(original, snapshot(copy))).toEqual([])
  })

  it('removing a draft service that was never published needs no choice', () => {
    const copy = copyContent()
    const menu = readCopy(copy, CATALOG)
    menu.otherServices.push({ slug: 'oracle-cloud-migration', name: 'Oracle Cloud Migration', draft: true })
    writeFileSync(join(copy, CATALOG), JSON.stringify(menu))
    const edited = structuredClone(menu)
    edited.otherServices.pop()
    expect(save(copy, CATALOG, edited).problems).toEqual([])
  })

  it('retiring a service mid-list and changing the next one’s address records exactly those two redirects', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const menu = readCopy(copy, CATALOG)
    const [, retired, next] = menu.categories[0].services as { slug: string; key: string }[]
    expect([retired?.slug, next?.slug]).toEqual(['sap', 'oracle-clm'])
    const edited = structuredClone(menu)
    edited.categories[0].services[1].retireTo = '/services/oracle-financials'
    edited.categories[0].services[2].slug = 'oracle-contract-lifecycle'

    const result = save(copy, CATALOG, edited)
    expect(result.problems).toEqual([])
    const redirects = [
      { from: '/services/sap', to: '/services/oracle-financials' },
      { from: '/services/oracle-clm', to: '/services/oracle-contract-lifecycle' },
    ]
    expect(readCopy(copy, REDIRECTS)).toEqual({ redirects })
    expect(result.redirects).toEqual(redirects)
    expect(result.moved).toEqual([
      '/services/sap (retired) → /services/oracle-financials',
      'oracle-clm → oracle-contract-lifecycle',
    ])
    const written = readCopy(copy, CATALOG)
    expect(written.categories[0].services.map((service: { slug: string }) => service.slug)).toEqual([
      'oracle-financials',
      'oracle-contract-lifecycle',
      'oracle-hyperion',
      'unison-prism',
      'sunflower',
    ])
    expect(readFileSync(join(copy, CATALOG), 'utf8')).not.toContain('retireTo')
    const words = JSON.stringify(snapshotText(copy))
    expect(words).not.toMatch(/"sap"/)
    expect(readCopy(copy, ERP).services.map((service: { slug: string }) => service.slug)).not.toContain('sap')
    expect(result.alsoChanged).toEqual(
      changedFiles(original, snapshot(copy)).filter((path) => ![CATALOG, PUBLISHED].includes(path)),
    )
    expect(runGate(copy)).toEqual({ status: 0, stderr: '' })
    const site = listSiteAddresses()
    const retiredSite = (paths: readonly string[]) =>
      paths
        .filter((path) => path !== '/services/sap')
        .map((path) => (path === '/services/oracle-clm' ? '/services/oracle-contract-lifecycle' : path))
    const edits = { pages: retiredSite(site.pages), served: retiredSite(site.served) }
    expect(findRedirectProblems(readCopy(copy, REDIRECTS), edits)).toEqual([])
    expect(findLostAddresses(readCopy(copy, PUBLISHED), edits, readCopy(copy, REDIRECTS))).toEqual([])
  })

  it('retiring a service to a page whose address changes in the same save leads straight to the new address', () => {
    const copy = copyContent()
    const edited = readCopy(copy, CATALOG)
    edited.categories[0].services[1].retireTo = '/services/oracle-clm'
    edited.categories[0].services[2].slug = 'oracle-contract-lifecycle'
    save(copy, CATALOG, edited)
    expect(readCopy(copy, REDIRECTS).redirects).toEqual([
      { from: '/services/sap', to: '/services/oracle-contract-lifecycle' },
      { from: '/services/oracle-clm', to: '/services/oracle-contract-lifecycle' },
    ])
  })

  it('refuses retiring a page to its own address, and a category whose services are not moved or retired', () => {
    const copy = copyContent()
    const edited = readCopy(copy, CATALOG)
    edited.categories[0].services[1].retireTo = '/services/sap'
    edited.categories[1].retireTo = '/services'
    expect(save(copy, CATALOG, edited).problems).toEqual([
      '"Digital Transformation" (/services/digital-transformation) cannot be retired while services are in it: move "Business Process Automation", "Systems Modernizations", "Artificial Intelligence" to another category, or retire each of them too',
      '"SAP" (/services/sap) cannot send its address to itself: choose another page',
    ])
  })

  it('refuses sending a retired address to a page that is retired or a draft after the save', () => {
    const copy = copyContent()
    const edited = readCopy(copy, CATALOG)
    edited.categories[0].services[1].retireTo = '/services/oracle-clm'
    edited.categories[0].services[2].retireTo = '/services/oracle-financials'
    edited.categories[0].services[3].retireTo = '/services/unison-prism'
    edited.categories[0].services[4].draft = true
    expect(save(copy, CATALOG, edited).problems).toEqual([
      '"SAP" (/services/sap) would send its address to /services/oracle-clm, which is not a published page after this save: choose another page',
      '"Oracle Hyperion" (/services/oracle-hyperion) would send its address to /services/unison-prism, which is not a published page after this save: choose another page',
    ])
  })

  it('retiring a solution removes its words file and redirects its address', () => {
    const copy = copyContent()
    const menu = readCopy(copy, SOLUTION_MENU)
    const [first, second] = menu.solutions as { slug: string; key: string }[]
    menu.solutions[0].retireTo = `/solutions/${second?.slug}`
    const result = save(copy, SOLUTION_MENU, menu)
    expect(result.update.deletions).toEqual([{ path: `content/data/solutions/${first?.key}.json` }])
    expect(readCopy(copy, REDIRECTS).redirects).toEqual([
      { from: `/solutions/${first?.slug}`, to: `/solutions/${second?.slug}` },
    ])
  })

  it('changing an address back in the same run of the editor is an undo: no redirect and no recorded address remain', () => {
    const copy = copyContent()
    const original = snapshot(copy)
    const menu = readCopy(copy, CATALOG)
    const edited = structuredClone(menu)
    edited.categories[0].services[3].slug = 'oracle-epm'
    const first = save(copy, CATALOG, edited)
    expect(readCopy(copy, REDIRECTS).redirects).toEqual([
      { from: '/services/oracle-hyperion', to: '/services/oracle-epm' },
    ])
    expect(readCopy(copy, PUBLISHED).addresses).toContain('/services/oracle-epm')

    const back = save(copy, CATALOG, menu, new Set(first.addresses))
    expect(back.withdrawn).toEqual(['/services/oracle-epm'])
    expect(back.redirects).toEqual([])
    expect(changedFiles(original, snapshot(copy))).toEqual([])
  })

  it('changing back an address published before this run keeps a redirect from it', () => {
    const copy = copyContent()
    const menu = readCopy(copy, CATALOG)
    const edited = structuredClone(menu)
    edited.categories[0].services[3].slug = 'oracle-epm'
    save(copy, CATALOG, edited)
    save(copy, CATALOG, menu)
    expect(readCopy(copy, REDIRECTS).redirects).toEqual([
      { from: '/services/oracle-epm', to: '/services/oracle-hyperion' },
    ])
  })

  it('gives a service added in the editor a key in the same save, and takes it for no change of address', () => {
    const copy = copyContent()
    const menu = readCopy(copy, CATALOG)
    const edited = structuredClone(menu)
    edited.otherServices.splice(3, 0, { slug: 'oracle-cloud-migration', name: 'Oracle Cloud Migration' })

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
