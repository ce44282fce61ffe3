import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { capabilityPdf } from '../../content/capability-pdf.ts'
import { DRAFT_NOTICE } from '../../scripts/editor/preview/preview-banner.ts'
import { extractPdfText } from '../../scripts/pdf/pdf-text.ts'
import { CONTENT_SET_SUITES } from '../../scripts/test-support/content-set.ts'
import { waitForHydration } from '../e2e/support.ts'
import { killAllServerProcesses } from '../fixtures/server-process.ts'
import { addEntry, addPoint, addWords, done, pick, removeEntry, topDialog } from './editor-lists.ts'
import {
  buildAndServe,
  builtTextFiles,
  checkoutWithEdits,
  type LocalEditor,
  repo,
  saveAndConfirm,
  saveEdits,
  startLocalEditor,
  unlockEditor,
  wordsScreen,
  writeFixtureLogo,
} from './local-editor.ts'

/** What the firm adds, removes and retires: none of it is launch content, and all of it lives in a copy. */
const SERVICE = {
  name: 'Data Warehouse Modernization',
  slug: 'data-warehouse-modernization',
  category: 'Database and Infrastructure Management',
  categorySlug: 'database-and-infrastructure-management',
}
const CLIENT = { name: 'Arlington County Government', mark: 'ARL', alt: 'Arlington County Government logo' }
const LEADER = { name: 'Jordan Ellison', title: 'Director of Data Engineering' }
/** A testimonial's row in the editor shows its speaker's role. */
const TESTIMONIAL_ROLE = 'Grants Management Director'
const SOLUTION = {
  key: 'grantreportinghub',
  name: 'Grant Reporting Hub',
  tagline: 'Grant reports that reconcile before they are due',
  problem:
    'Grant recipients report the same spending to several agencies, each in its own format and on its own calendar. Finance teams rebuild the figures by hand for every report, and a late or inconsistent submission can hold up the next drawdown.',
}
const CARD_FEATURE = 'One ledger for every award'
const SOLUTION_CARD_FEATURES = [CARD_FEATURE, 'Reports in each agency’s format', 'Drawdowns on time']
const RETIRED = {
  name: 'Sunflower',
  path: '/services/sunflower',
  to: 'Unison PRISM',
  toPath: '/services/unison-prism',
}

// Six saves through the editor, then a production build of the copy, a server and two suites: many minutes.
test.setTimeout(1_500_000)
test.use({ actionTimeout: 60_000 })

let editor: LocalEditor
let site: string | undefined

test.beforeAll(async () => {
  // A whole checkout, so the preview's routes include the new service's page.
  editor = await startLocalEditor({ checkout: true })
})
test.beforeEach(({ page }) => unlockEditor(page, editor))
test.afterAll(() => {
  killAllServerProcesses()
  editor?.stop()
  if (site) rmSync(site, { recursive: true, force: true })
})

/** Within 10 s of a save, the preview's page at `path` shows what `check` looks for. */
async function seeInPreview(preview: Page, path: string, check: (page: Page) => Promise<void>) {
  const saved = Date.now()
  await expect(async () => {
    await preview.goto(`${editor.preview}${path}`)
    await check(preview)
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] })
  return Date.now() - saved
}

async function openScreen(page: Page, screen: string) {
  await page.goto(`${editor.url}/keystatic/${screen.includes('/') ? screen : `singleton/${screen}`}`)
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
}

async function addServiceToMenu(page: Page) {
  await openScreen(page, 'catalog')
  await page.getByRole('row', { name: SERVICE.category }).click()
  const service = await addEntry(page, topDialog(page), 'Services')
  await service.getByRole('textbox', { name: 'Name', exact: true }).fill(SERVICE.name)
  await service.getByRole('textbox', { name: 'Web address' }).fill(SERVICE.slug)
  await done(page)
  await done(page)
  await saveEdits(page)
}

async function writeServiceWords(page: Page) {
  await openScreen(page, wordsScreen('categories', SERVICE.categorySlug))
  const words = await addEntry(page, page, 'Service pages')
  await pick(page, words.getByRole('button', { name: /Service page/ }), SERVICE.name)
  await words
    .getByRole('textbox', { name: 'Summary' })
    .fill(
      'We move aging data warehouses onto modern platforms, with governed pipelines, tested conversions and reports that finance and program offices trust.',
    )
  for (const paragraph of [
    '{name} starts with an inventory of what the warehouse feeds: the reports, extracts and dashboards each office depends on, and the rules buried in years of stored procedures. We design the target platform around that inventory, not around a vendor’s template.',
    'We then move the data in tested waves, reconcile every converted table against its source, and retire the old warehouse only after two reporting cycles match. Your analysts keep working throughout.',
  ])
    await addWords(page, words, 'Overview', paragraph)
  for (const [title = '', description = ''] of [
    [
      'Warehouse assessment',
      'An inventory of sources, jobs, reports and consumers, with the business rules each one carries.',
    ],
    [
      'Platform design',
      'A target architecture sized for your data volumes, security controls and reporting calendar.',
    ],
    [
      'Tested conversion',
      'Data moved in waves, each reconciled table by table against its source before it goes live.',
    ],
    [
      'Governed pipelines',
      'Ingestion and transformation jobs with lineage, monitoring and documented ownership.',
    ],
  ])
    await addPoint(page, words, 'Capabilities', { title, description })
  for (const [title = '', description = ''] of [
    ['Inventory and plan', 'We catalog what the warehouse feeds and agree the order in which offices move.'],
    [
      'Convert and reconcile',
      'Each wave is converted, reconciled and signed off by the office that owns it.',
    ],
    [
      'Cut over and retire',
      'The old warehouse runs in parallel for two cycles, then is retired on schedule.',
    ],
  ])
    await addPoint(page, words, 'Approach', { title, description })
  for (const context of [
    'Agencies replacing an on-premises warehouse',
    'Universities consolidating research and finance data',
    'Programs that report from several source systems',
  ])
    await addWords(page, words, 'Where it applies', context)
  for (const related of ['Database Administration', 'Infrastructure Management']) {
    const dialog = await addEntry(page, words, 'Related services')
    await pick(page, dialog.getByRole('button').first(), related)
    await done(page)
  }
  await words.getByRole('textbox', { name: 'Title in search results' }).fill('{name} | GlobalTekForce')
  await words
    .getByRole('textbox', { name: /^Description in search results/ })
    .fill('Data warehouse assessment, platform design and tested conversion for agencies and universities.')
  await done(page)
  await saveEdits(page)
}

async function addClientWithLogo(page: Page) {
  const logo = await writeFixtureLogo(editor.root, 200 * 1024)
  await openScreen(page, 'clients')
  const client = await addEntry(page, page, 'Clients')
  await client.getByRole('textbox', { name: 'Organization name' }).fill(CLIENT.name)
  await client.getByRole('textbox', { name: /mark/i }).first().fill(CLIENT.mark)
  await pick(page, client.getByRole('button', { name: /Sector/ }), 'State and local')
  const chooser = page.waitForEvent('filechooser')
  await client.getByRole('button', { name: 'Choose file' }).click()
  await (await chooser).setFiles(logo)
  await client.getByRole('textbox', { name: 'Logo alt text' }).fill(CLIENT.alt)
  await done(page)
  await saveEdits(page)
}

async function addLeader(page: Page) {
  await openScreen(page, 'leadership')
  const leader = await addEntry(page, page, 'People')
  await leader.getByRole('textbox', { name: 'Name', exact: true }).fill(LEADER.name)
  await leader.getByRole('textbox', { name: /title/i }).first().fill(LEADER.title)
  await leader
    .getByRole('textbox', { name: /Biography/ })
    .fill(
      'Jordan leads the firm’s data engineering work, from warehouse assessments to governed reporting pipelines. Before joining, Jordan spent a decade building financial data platforms for federal agencies.',
    )
  for (const skill of ['Data warehousing', 'Data governance', 'Reporting pipelines'])
    await addWords(page, leader, 'Skills', skill)
  await leader
    .getByRole('textbox', { name: /LinkedIn/ })
    .fill('https://www.linkedin.com/company/globaltekforce')
  await leader.getByRole('textbox', { name: /Initials/ }).fill('JE')
  await pick(page, leader.getByRole('button', { name: /color/i }), 'slate')
  await done(page)
  await saveEdits(page)
}

function testimonialQuote(): string {
  const file = JSON.parse(readFileSync(join(editor.root, 'content/data/testimonials.json'), 'utf8'))
  return file.testimonials.find((entry: { role: string }) => entry.role === TESTIMONIAL_ROLE).quote
}

async function removeTestimonial(page: Page) {
  await openScreen(page, 'testimonials')
  await removeEntry(page, TESTIMONIAL_ROLE)
  await saveEdits(page)
}

/** Clicks a button that saves (Create, Save) and waits for the editor's server to answer. */
const press = (page: Page, name: string) =>
  saveEdits(page, () => page.getByRole('button', { name, exact: true }).click())

/** A new solution, kept as a draft: its words from a copy of another's, its menu entry, its home page card. */
async function draftNewSolution(page: Page) {
  await openScreen(page, wordsScreen('solutions', 'userprovisioning'))
  await page.getByRole('button', { name: 'Duplicate entry…' }).click()
  await page.getByRole('textbox', { name: 'Words file' }).fill(SOLUTION.key)
  await page.getByRole('textbox', { name: 'Tagline' }).fill(SOLUTION.tagline)
  await page.getByRole('row', { name: /^In many agencies/ }).click()
  await topDialog(page).getByRole('textbox').fill(SOLUTION.problem)
  await done(page)
  await press(page, 'Create')

  await openScreen(page, 'solutionMenu')
  const entry = await addEntry(page, page, 'Solutions')
  await entry.getByRole('textbox', { name: 'Web address' }).fill(SOLUTION.key)
  await entry.getByRole('textbox', { name: 'Name' }).fill(SOLUTION.name)
  await entry.getByRole('textbox', { name: 'Words file (do not change)' }).fill(SOLUTION.key)
  await entry.getByRole('checkbox', { name: 'Draft — not published yet' }).check()
  await done(page)
  await saveEdits(page)

  // Opened afresh, the home page's screen offers the new solution for a card.
  await openScreen(page, 'home')
  const card = await addEntry(page, page, 'Solution cards')
  await pick(page, card.getByRole('button', { name: / Solution$/ }), SOLUTION.name)
  for (const feature of SOLUTION_CARD_FEATURES) await addWords(page, card, 'Features', feature)
  await card
    .getByRole('group', { name: /^Figure/ })
    .getByRole('button')
    .first()
    .click()
  await page.getByRole('option').first().click()
  await done(page)
  await saveEdits(page)
}

async function retireService(page: Page) {
  await openScreen(page, 'catalog')
  await page.getByRole('row', { name: 'ERP Solutions' }).click()
  const dialogs = page.getByRole('dialog', { name: 'Edit item' })
  await dialogs.getByRole('row', { name: RETIRED.name }).click()
  const retire = topDialog(page).getByRole('button', { name: /Retire this page: send its address to/ })
  await pick(page, retire, RETIRED.to)
  await done(page)
  await done(page)
  return saveAndConfirm(page)
}

test('staff add a service, a client with its logo and a leader, remove a testimonial, draft a solution and retire a service; the preview shows each, and the build publishes them', async ({
  page,
  context,
}) => {
  const preview = await context.newPage()
  const waits: Record<string, number> = {}

  await test.step('addServiceToMenu', () => addServiceToMenu(page))
  await test.step('writeServiceWords', () => writeServiceWords(page))
  waits.service = await seeInPreview(preview, `/services/${SERVICE.slug}`, async (shown) => {
    await expect(shown.getByRole('heading', { level: 1 })).toHaveText(SERVICE.name, { timeout: 1000 })
  })

  await test.step('addClientWithLogo', () => addClientWithLogo(page))
  waits.client = await seeInPreview(preview, '/', async (shown) => {
    await expect(shown.getByRole('img', { name: CLIENT.alt }).first()).toBeAttached({ timeout: 1000 })
  })

  await test.step('addLeader', () => addLeader(page))
  waits.leader = await seeInPreview(preview, '/about', async (shown) => {
    await expect(shown.getByText(LEADER.name).first()).toBeVisible({ timeout: 1000 })
  })

  const quoteStart = testimonialQuote().slice(0, 60)
  await preview.goto(`${editor.preview}/about`)
  await expect(preview.locator('main')).toContainText(quoteStart)
  await test.step('removeTestimonial', () => removeTestimonial(page))
  waits.testimonial = await seeInPreview(preview, '/about', async (shown) => {
    await expect(shown.locator('main')).not.toContainText(quoteStart, { timeout: 1000 })
  })

  await test.step('draftNewSolution', () => draftNewSolution(page))
  waits.draft = await seeInPreview(preview, `/solutions/${SOLUTION.key}`, async (shown) => {
    await expect(shown.getByRole('heading', { level: 1 })).toHaveText(`${SOLUTION.name} (Draft)`, {
      timeout: 1000,
    })
    await expect(shown.getByText(DRAFT_NOTICE)).toBeVisible({ timeout: 1000 })
  })

  const linksToRetired = (shown: Page) => shown.locator(`main a[href="${RETIRED.path}"]`)
  await preview.goto(`${editor.preview}/services/erp-solutions`)
  await expect(linksToRetired(preview).first()).toBeAttached()
  const confirmation = await test.step('retireService', () => retireService(page))
  expect(confirmation).toContain(`${RETIRED.path} → ${RETIRED.toPath}`)
  waits.retired = await seeInPreview(preview, '/services/erp-solutions', async (shown) => {
    await expect(linksToRetired(shown)).toHaveCount(0, { timeout: 1000 })
  })
  for (const [what, ms] of Object.entries(waits))
    console.log(`preview showed the ${what} ${ms} ms after its save`)

  // The published copy: a production build and the production server.
  site = checkoutWithEdits(editor.root)
  const base = await buildAndServe(site)
  const client = join(site, 'build/client')
  const { naming } = builtTextFiles(client)

  const servicePage = await fetch(`${base}/services/${SERVICE.slug}`)
  expect(servicePage.status).toBe(200)
  expect(naming(`/services/${SERVICE.slug}`)).toEqual(expect.arrayContaining(['sitemap.xml']))
  const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
  expect(sitemap).toContain(`/services/${SERVICE.slug}</loc>`)
  expect(sitemap).not.toContain(`${RETIRED.path}</loc>`)

  const linkInMain = () =>
    page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(SERVICE.name) })
      .first()
  await page.goto(`${base}/services/${SERVICE.categorySlug}`)
  await expect(linkInMain()).toBeVisible()
  // The desktop mega menu; the mobile accordion reads the same menu data.
  await page.goto(`${base}/about`)
  await waitForHydration(page)
  const mainNav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })
  await mainNav.getByRole('link', { name: 'Services', exact: true }).hover()
  const megaMenu = page.getByRole('region', { name: 'Services menu' })
  await megaMenu.getByRole('tab', { name: SERVICE.category, exact: true }).hover()
  await expect(
    megaMenu.getByRole('tabpanel').getByRole('link', { name: SERVICE.name, exact: true }),
  ).toHaveAttribute('href', `/services/${SERVICE.slug}`)
  await expect(megaMenu.getByRole('tab', { name: 'ERP Solutions', exact: true })).toBeVisible()
  await megaMenu.getByRole('tab', { name: 'ERP Solutions', exact: true }).hover()
  await expect(megaMenu.getByRole('tabpanel').getByRole('link', { name: RETIRED.name })).toHaveCount(0)
  await page.goto(`${base}/search?q=${encodeURIComponent('warehouse modernization')}`)
  await expect(linkInMain()).toBeVisible()

  const pdf = await extractPdfText(readFileSync(join(client, capabilityPdf.href)))
  expect(pdf).toContain(SERVICE.name)
  expect(pdf).not.toContain(RETIRED.name)

  await page.goto(`${base}/`)
  await expect(page.getByRole('img', { name: CLIENT.alt }).first()).toBeAttached()
  await page.goto(`${base}/about`)
  await expect(page.getByText(LEADER.name).first()).toBeVisible()
  await expect(page.getByRole('main')).not.toContainText(quoteStart)

  const retired = await fetch(`${base}${RETIRED.path}`, { redirect: 'manual' })
  expect(retired.status).toBe(301)
  expect(new URL(retired.headers.get('location') ?? '', base).pathname).toBe(RETIRED.toPath)
  expect(readFileSync(join(client, '_redirects'), 'utf8')).toMatch(
    new RegExp(`^${RETIRED.path}\\s+${RETIRED.toPath}\\s+301$`, 'm'),
  )
  // The draft solution: no page, menu, sitemap line, search entry, card or PDF line.
  expect((await fetch(`${base}/solutions/${SOLUTION.key}`)).status).toBe(404)
  expect(naming(SOLUTION.name)).toEqual([])
  expect(naming(`/solutions/${SOLUTION.key}`)).toEqual([])
  expect(naming(SOLUTION.tagline)).toEqual([])
  expect(naming(CARD_FEATURE)).toEqual([])
  expect(pdf).not.toContain(SOLUTION.name)
  expect(naming(DRAFT_NOTICE)).toEqual([])

  // The behavior suites whose expectations come from the content, on the edited copy.
  const npx = join(repo, 'node_modules/.bin')
  for (const [project, suites] of [
    ['unit', CONTENT_SET_SUITES.unit],
    ['built', CONTENT_SET_SUITES.built],
  ] as const) {
    const run = spawnSync(join(npx, 'vitest'), ['run', '--project', project, ...suites], {
      cwd: site,
      encoding: 'utf8',
      timeout: 600_000,
    })
    expect(run.status, `${project}:\n${run.stdout.slice(-4000)}\n${run.stderr.slice(-2000)}`).toBe(0)
  }
})
