import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { capabilityPdf } from '../../content/capability-pdf.ts'
import { DRAFT_NOTICE, PREVIEW_NOTICE, VERSION_PATH } from '../../scripts/editor/preview/preview-banner.ts'
import { extractPdfText } from '../../scripts/pdf/pdf-text.ts'
import { killAllServerProcesses } from '../fixtures/server-process.ts'
import {
  buildAndServe,
  builtTextFiles,
  checkoutWithEdits,
  NEW_CLIENT_NAME,
  renameFairfaxClient,
  repo,
  saveEdits,
  sharedLocalEditor,
  wordsScreen,
} from './local-editor.ts'

const session = sharedLocalEditor()

const NEW_SUMMARY =
  'Oracle Financials Cloud for federal ledgers: we configure, migrate and support it, keeping Treasury reporting clean.'
const DRAFT_BOX = 'Draft — not published yet'
const DRAFT_SERVICE = { name: 'UI/UX Design', path: '/services/uiux-design' }
const DRAFT_CLIENT = 'U.S. Department of Labor'
const SECTION = 'content/data/categories/application-and-software-development.json'
const REDIRECTS = 'content/data/redirects.json'
const PUBLISHED = 'content/data/published-addresses.json'

// Editing, then a full production build of the edited copy and a server: minutes on a busy machine.
test.setTimeout(900_000)

let site: string | undefined

test.afterAll(() => {
  killAllServerProcesses()
  if (site) rmSync(site, { recursive: true, force: true })
})

/** Ticks the draft box of one service in the service menu and saves the menu. */
async function draftService(page: Page, category: string, service: string) {
  await page.goto(`${session.current.url}/keystatic/singleton/catalog`)
  await page.getByRole('row', { name: category }).click()
  const dialogs = page.getByRole('dialog', { name: 'Edit item' })
  await dialogs.getByRole('row', { name: service }).click()
  await dialogs.last().getByRole('checkbox', { name: DRAFT_BOX }).check()
  await dialogs.last().getByRole('button', { name: 'Done' }).click()
  await expect(dialogs).toHaveCount(1)
  await dialogs.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
}

async function draftClient(page: Page, client: string) {
  await page.goto(`${session.current.url}/keystatic/singleton/clients`)
  await page.getByRole('row', { name: client }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  await dialog.getByRole('checkbox', { name: DRAFT_BOX }).check()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
}

test('the preview shows each save within 10 s and marks a draft, which a production build of the copy leaves out', async ({
  page,
  context,
}) => {
  const preview = await context.newPage()
  await preview.goto(`${session.current.preview}/services/oracle-financials`)
  await expect(preview.getByText(PREVIEW_NOTICE)).toBeVisible()
  await expect(preview.getByText(DRAFT_NOTICE)).toBeHidden()

  // A service's words: the open preview reloads itself.
  await page.goto(`${session.current.url}/keystatic/${wordsScreen('categories', 'erp-solutions')}`)
  await page.getByRole('row', { name: 'Oracle Financials' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  await dialog.getByRole('textbox', { name: 'Summary' }).fill(NEW_SUMMARY)
  await dialog.getByRole('button', { name: 'Done' }).click()
  await saveEdits(page)
  await expect(preview.getByText(NEW_SUMMARY).first()).toBeVisible({ timeout: 10_000 })

  // A client's name, on the home page's logo rows.
  await preview.goto(`${session.current.preview}/`)
  await expect(preview.locator('body')).not.toContainText(NEW_CLIENT_NAME)
  await renameFairfaxClient(page, session.current.url)
  await expect(preview.locator('body')).toContainText(NEW_CLIENT_NAME, { timeout: 10_000 })

  // The editor's screen links to its page in the preview, which looks up the page's current address.
  await page.goto(`${session.current.url}/keystatic/${wordsScreen('categories', 'erp-solutions')}`)
  const link = page.locator(`a[href="${session.current.preview}/_preview/categories/erp-solutions"]`)
  await expect(link).toHaveCount(1)
  const lookup = await page.request.get(`${session.current.preview}/_preview/categories/erp-solutions`, {
    maxRedirects: 0,
  })
  expect(lookup.status()).toBe(302)
  expect(lookup.headers().location).toBe('/services/erp-solutions')

  // A draft service and a draft client: shown in the preview, marked. The editor refuses a draft that a
  // published page still links to, so the one related link to the service goes first.
  const section = JSON.parse(readFileSync(join(session.current.root, SECTION), 'utf8'))
  section.services[0].relatedSlugs = ['business-process-automation', 'framework-based-development']
  writeFileSync(join(session.current.root, SECTION), `${JSON.stringify(section, null, 2)}\n`)
  await draftService(page, 'Application and Software Development', DRAFT_SERVICE.name)
  await draftClient(page, DRAFT_CLIENT)
  await preview.goto(`${session.current.preview}${DRAFT_SERVICE.path}`)
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`${DRAFT_SERVICE.name} (Draft)`)
  await expect(preview.getByText(DRAFT_NOTICE)).toBeVisible()
  await preview.goto(`${session.current.preview}/`)
  await expect(preview.locator('body')).toContainText(`${DRAFT_CLIENT} (Draft)`)
  await expect(preview.getByText(DRAFT_NOTICE)).toBeHidden()

  // Nothing was recorded as published. In a checkout of the edits, the gate names the published page's
  // address that now leads nowhere; a redirect takes the page down.
  expect(readFileSync(join(session.current.root, PUBLISHED), 'utf8')).toBe(
    readFileSync(join(repo, PUBLISHED), 'utf8'),
  )
  site = checkoutWithEdits(session.current.root)
  const checkout = site
  const gate = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts'], {
    cwd: checkout,
    encoding: 'utf8',
  })
  expect(gate.status).toBe(1)
  expect(gate.stderr).toContain(`"${DRAFT_SERVICE.path}" was published and now leads nowhere`)
  const redirect = { from: DRAFT_SERVICE.path, to: '/services/application-and-software-development' }
  writeFileSync(join(checkout, REDIRECTS), `${JSON.stringify({ redirects: [redirect] }, null, 2)}\n`)

  const base = await buildAndServe(checkout)
  const served = await fetch(`${base}${DRAFT_SERVICE.path}`, { redirect: 'manual' })
  expect(served.status).toBe(301)
  expect((await fetch(`${base}${VERSION_PATH}`)).status).toBe(404)
  expect((await fetch(`${base}/`)).status).toBe(200)

  // No page, menu, sitemap line, search entry, structured data, card or PDF names either draft.
  const { count, naming } = builtTextFiles(join(checkout, 'build/client'))
  expect(count).toBeGreaterThan(100)
  expect(naming(DRAFT_SERVICE.name)).toEqual([])
  expect(naming(DRAFT_SERVICE.path)).toEqual(['_redirects'])
  expect(naming(DRAFT_CLIENT)).toEqual([])
  expect(naming(NEW_SUMMARY).length).toBeGreaterThan(0)
  expect(naming('site-preview')).toEqual([])
  expect(naming(' (Draft)')).toEqual([])
  const pdf = await extractPdfText(readFileSync(join(checkout, 'build/client', capabilityPdf.href)))
  expect(pdf).not.toContain(DRAFT_SERVICE.name)
  expect(pdf).toContain('Application and Software Development')
})
