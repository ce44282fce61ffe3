import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { killAllServerProcesses } from '../fixtures/server-process.ts'
import {
  buildAndServe,
  checkoutWithEdits,
  repo,
  saveAndConfirm,
  saveEdits,
  sharedLocalEditor,
} from './local-editor.ts'

const session = sharedLocalEditor()

const CATALOG = 'content/data/catalog.json'
const REDIRECTS = 'content/data/redirects.json'
const PUBLISHED = 'content/data/published-addresses.json'
const ERP = 'content/data/categories/erp-solutions.json'
const FINANCIAL = 'content/data/categories/federal-financial-management.json'
const TESTIMONIALS = 'content/data/testimonials.json'
const PROVISIONING = 'content/data/solutions/userprovisioning.json'

let site: string | undefined

const { readText } = session
const readJson = (path: string) => JSON.parse(readText(path))

test.afterAll(() => {
  killAllServerProcesses()
  if (site) rmSync(site, { recursive: true, force: true })
})

/** Opens a service of the ERP Solutions menu entry, changes one field and saves the menu. */
async function editErpService(
  page: Page,
  service: string,
  field: string,
  value: string,
  save: (page: Page) => Promise<unknown> = saveEdits,
) {
  await page.goto(`${session.current.url}/keystatic/singleton/catalog`)
  await page.getByRole('row', { name: 'ERP Solutions' }).click()
  const dialogs = page.getByRole('dialog', { name: 'Edit item' })
  await dialogs.getByRole('row', { name: service }).click()
  await dialogs.last().getByRole('textbox', { name: field }).fill(value)
  await dialogs.last().getByRole('button', { name: 'Done' }).click()
  await expect(dialogs).toHaveCount(1)
  await dialogs.getByRole('button', { name: 'Done' }).click()
  await save(page)
}

/** The copy's own content modules, checked by the same cross-reference rules as the build. */
function checkCopy(expression: string) {
  const result = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `const content = await import(${JSON.stringify(join(session.current.root, 'content/index.ts'))})
       const { uncategorizedCopy } = await import(${JSON.stringify(join(session.current.root, 'content/category-copy.ts'))})
       const { pages } = await import(${JSON.stringify(join(session.current.root, 'content/pages.ts'))})
       const { findContentProblems } = await import(${JSON.stringify(join(session.current.root, 'content/check-content.ts'))})
       console.log(JSON.stringify({
         problems: findContentProblems({ categories: content.categoryCopy, uncategorized: uncategorizedCopy, solutions: content.listSolutions(), pages }),
         value: ${expression},
       }))`,
    ],
    { cwd: repo, encoding: 'utf8' },
  )
  expect(result.stderr).toBe('')
  return JSON.parse(result.stdout) as { problems: string[]; value: unknown }
}

/** Run from the copy, so the menu it checks the words against is the copy's, not the repository's. */
function runGate() {
  // The gate and every module it imports from scripts/build-steps/content/.
  for (const script of ['scripts/build-steps/check-content.ts', 'scripts/build-steps/content']) {
    mkdirSync(dirname(join(session.current.root, script)), { recursive: true })
    cpSync(join(repo, script), join(session.current.root, script), { recursive: true })
  }
  const gate = spawnSync(
    process.execPath,
    [join(session.current.root, 'scripts/build-steps/check-content.ts')],
    {
      cwd: repo,
      encoding: 'utf8',
    },
  )
  expect(gate.stderr).toBe('')
  expect(gate.status).toBe(0)
}

test('renaming a service changes only its name: no redirect, and its address stays', async ({ page }) => {
  const before = readText(CATALOG)
  await editErpService(page, 'Unison PRISM', 'Name', 'Unison PRISM Suite')
  await expect.poll(() => readText(CATALOG)).toBe(before.replace('"Unison PRISM"', '"Unison PRISM Suite"'))
  expect(readJson(REDIRECTS)).toEqual({ redirects: [] })
  expect(readText(PUBLISHED)).toBe(readFileSync(join(repo, PUBLISHED), 'utf8'))
  runGate()
  expect(checkCopy(`content.getService('unison-prism').name`)).toEqual({
    problems: [],
    value: 'Unison PRISM Suite',
  })
})

/** Every file of the editor's copy of content/, as text. */
function readContent() {
  const files = readdirSync(join(session.current.root, 'content'), { recursive: true, withFileTypes: true })
  return new Map(
    files
      .filter((file) => file.isFile())
      .map((file) => {
        const path = join(file.parentPath, file.name)
        return [relative(session.current.root, path), readFileSync(path, 'utf8')] as const
      }),
  )
}

const changedSince = (before: Map<string, string>) => {
  const after = readContent()
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (path) => before.get(path) !== after.get(path),
  )
}

/**
 * Drags a row of a list above the row `above`, or below `below`, as a staff member would with the mouse.
 * A drag the list did not take (a busy browser can miss the pointer's first moves) is tried again, up to
 * three times; the files the save then writes are what the tests check.
 */
async function dragRow(list: Page | Locator, name: string, target: { above: string } | { below: string }) {
  const order = () => list.getByRole('row').allInnerTexts()
  const before = JSON.stringify(await order())
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const row = list.getByRole('row', { name })
    const onto = list.getByRole('row', { name: 'above' in target ? target.above : target.below })
    const box = await onto.boundingBox()
    if (!box) throw new Error('the target row is not on screen')
    await row.dragTo(onto, {
      targetPosition: { x: box.width / 2, y: 'above' in target ? 2 : box.height - 2 },
    })
    if (JSON.stringify(await order()) !== before) return
  }
  throw new Error(`dragging "${name}" did not move it`)
}

test('dragging a category to the top and back changes only the menu’s order, and back leaves it as it was', async ({
  page,
}) => {
  const before = readContent()
  const names = (readJson(CATALOG).categories as { name: string }[]).map((category) => category.name)
  expect(names[0]).toBe('ERP Solutions')
  expect(names[5]).toBe('Cybersecurity')

  await page.goto(`${session.current.url}/keystatic/singleton/catalog`)
  await dragRow(page, 'Cybersecurity', { above: 'ERP Solutions' })
  await saveEdits(page)
  await expect
    .poll(() => (readJson(CATALOG).categories as { name: string }[]).map((category) => category.name))
    .toEqual(['Cybersecurity', ...names.filter((name) => name !== 'Cybersecurity')])
  expect(changedSince(before)).toEqual([CATALOG])
  runGate()

  await page.reload()
  await dragRow(page, 'Cybersecurity', { below: names[4] ?? '' })
  await saveEdits(page)
  await expect.poll(() => readText(CATALOG)).toBe(before.get(CATALOG))
  expect(changedSince(before)).toEqual([])
})

test('dragging a service within its category and back changes only the menu’s order: no redirect, no words file', async ({
  page,
}) => {
  const before = readContent()
  const erpSlugs = () => (readJson(CATALOG).categories[0].services as { slug: string }[]).map((s) => s.slug)
  const order = erpSlugs()
  expect(order.slice(0, 4)).toEqual(['oracle-financials', 'sap', 'oracle-clm', 'oracle-hyperion'])

  const openErp = async () => {
    await page.goto(`${session.current.url}/keystatic/singleton/catalog`)
    await page.getByRole('row', { name: 'ERP Solutions' }).click()
    return page.getByRole('dialog', { name: 'Edit item' })
  }
  const moved = ['oracle-hyperion', ...order.filter((slug) => slug !== 'oracle-hyperion')]
  let dialog = await openErp()
  await dragRow(dialog, 'Oracle Hyperion', { above: 'Oracle Financials' })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
  await expect.poll(erpSlugs).toEqual(moved)
  expect(changedSince(before)).toEqual([CATALOG])
  expect(readText(REDIRECTS)).toBe(before.get(REDIRECTS))
  runGate()

  dialog = await openErp()
  await dragRow(dialog, 'Oracle Hyperion', { below: 'Oracle CLM' })
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
  await expect.poll(() => readText(CATALOG)).toBe(before.get(CATALOG))
  expect(changedSince(before)).toEqual([])
})

test('changing a service’s web address moves its words and every reference, and redirects the old address', async ({
  page,
}) => {
  // Ends with a production build of the edited copy: minutes on a busy machine.
  test.setTimeout(900_000)
  const erpBefore = readText(ERP)
  const financialBefore = readText(FINANCIAL)
  await editErpService(page, 'Oracle Hyperion', 'Web address', 'oracle-epm', saveAndConfirm)

  await expect
    .poll(() => readJson(REDIRECTS))
    .toEqual({ redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }] })
  expect(readText(ERP)).toBe(erpBefore.replaceAll('"oracle-hyperion"', '"oracle-epm"'))
  expect(readText(FINANCIAL)).toBe(financialBefore.replaceAll('"oracle-hyperion"', '"oracle-epm"'))
  expect(readText(ERP)).not.toBe(erpBefore)
  expect(readText(FINANCIAL)).not.toBe(financialBefore)
  expect(readFileSync(join(repo, ERP), 'utf8')).toBe(erpBefore)
  expect(readJson(PUBLISHED).addresses).toEqual(
    expect.arrayContaining(['/services/oracle-hyperion', '/services/oracle-epm']),
  )

  runGate()
  expect(
    checkCopy(
      `[content.getService('oracle-epm')?.name, content.getService('oracle-hyperion'), content.getService('oracle-financials').relatedSlugs.includes('oracle-epm')]`,
    ),
  ).toEqual({ problems: [], value: ['Oracle Hyperion', null, true] })

  // Published as a commit would be: the build writes the redirect for static hosts, and the production
  // server answers the old address with a permanent redirect to the page at its new one.
  site = checkoutWithEdits(session.current.root)
  const base = await buildAndServe(site)
  expect(readFileSync(join(site, 'build/client/_redirects'), 'utf8').split('\n')).toContain(
    '/services/oracle-hyperion /services/oracle-epm 301',
  )
  const old = await fetch(`${base}/services/oracle-hyperion`, { redirect: 'manual' })
  expect(old.status).toBe(301)
  expect(old.headers.get('location')).toBe('/services/oracle-epm')
  await page.goto(`${base}/services/oracle-hyperion`)
  await expect(page).toHaveURL(`${base}/services/oracle-epm`)
  await expect(page.getByRole('heading', { level: 1, name: 'Oracle Hyperion' })).toBeVisible()
})

/** Opens an entry of a menu, changes its own web address and saves the menu; returns its words file field. */
async function changeMenuAddress(page: Page, menu: string, entry: string, address: string) {
  await page.goto(`${session.current.url}/keystatic/singleton/${menu}`)
  await page.getByRole('row', { name: entry }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  const wordsFile = await dialog.getByRole('textbox', { name: 'Words file (do not change)' }).inputValue()
  await dialog.getByRole('textbox', { name: 'Web address' }).fill(address)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveAndConfirm(page)
  return wordsFile
}

test('changing a category’s web address rewrites what names it and redirects the old address; its words stay', async ({
  page,
}) => {
  const words = readText(FINANCIAL)
  const wordsFile = await changeMenuAddress(
    page,
    'catalog',
    'Federal Financial Management',
    'federal-finance',
  )
  expect(wordsFile).toBe('federal-financial-management')

  await expect
    .poll(() => readJson(REDIRECTS).redirects)
    .toContainEqual({ from: '/services/federal-financial-management', to: '/services/federal-finance' })
  const category = readJson(CATALOG).categories[2]
  expect([category.slug, category.key]).toEqual(['federal-finance', 'federal-financial-management'])
  expect(readText(FINANCIAL)).toBe(words)
  const testimonials = readJson(TESTIMONIALS).testimonials.map(
    (item: { categoryId: string }) => item.categoryId,
  )
  expect(testimonials).toContain('federal-finance')
  expect(testimonials).not.toContain('federal-financial-management')
  expect(readJson(PUBLISHED).addresses).toEqual(
    expect.arrayContaining(['/services/federal-financial-management', '/services/federal-finance']),
  )

  runGate()
  expect(
    checkCopy(
      `[content.getCategory('federal-finance')?.summary === content.categoryCopy['federal-finance']?.summary, content.getCategory('federal-finance')?.href, content.getCategory('federal-financial-management')]`,
    ),
  ).toEqual({ problems: [], value: [true, '/services/federal-finance', null] })
})

test('changing a solution’s web address redirects the old address; its words stay', async ({ page }) => {
  const words = readText(PROVISIONING)
  const wordsFile = await changeMenuAddress(page, 'solutionMenu', 'User Provisioning', 'provisioning')
  expect(wordsFile).toBe('userprovisioning')

  await expect
    .poll(() => readJson(REDIRECTS).redirects)
    .toContainEqual({ from: '/solutions/userprovisioning', to: '/solutions/provisioning' })
  expect(readText(PROVISIONING)).toBe(words)
  expect(readJson(PUBLISHED).addresses).toContain('/solutions/provisioning')

  runGate()
  expect(
    checkCopy(
      `[content.getSolution('provisioning')?.tagline, content.getSolution('userprovisioning') ?? null]`,
    ),
  ).toEqual({ problems: [], value: [JSON.parse(words).tagline, null] })
})
