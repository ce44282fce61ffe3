import { spawnSync } from 'node:child_process'
import { mkdir, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, test } from '@playwright/test'
import { minimalPdf } from '../fixtures/documents.ts'
import { killAllServerProcesses, startServerProcess, waitUntilListening } from '../fixtures/server-process.ts'

// The split deployment of docs/operations.md; two loopback ports are two origins.
const root = resolve(import.meta.dirname, '../..')
const PORT = Number(process.env.E2E_PORT ?? 4317)
const PAGES = `http://127.0.0.1:${PORT + 1}`
const API = `http://127.0.0.1:${PORT + 2}`
const WORK_DIR = join(root, '.e2e-data', String(PORT), 'split')
const BUILD_DIRECTORY = join(WORK_DIR, 'build')
const API_DATA_DIR = join(WORK_DIR, 'api-data')

/** The page-making steps of `npm run build` (images, PDF and editor come from the default build). */
function buildPagesFor(apiOrigin: string): void {
  const env = { ...process.env, BUILD_DIRECTORY, PUBLIC_API_ORIGIN: apiOrigin }
  for (const args of [
    ['node_modules/@react-router/dev/bin.cjs', 'build'],
    ['scripts/build-steps/finish-build.ts'],
    ['scripts/build-steps/build-security-headers.ts'],
  ]) {
    const step = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' })
    if (step.status !== 0) throw new Error(`${args.join(' ')} failed:\n${step.stdout}\n${step.stderr}`)
  }
}

function storedEnquiry(marker: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(join(API_DATA_DIR, 'enquiries.sqlite'), { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT e.*, d.original_name FROM enquiries e
         LEFT JOIN enquiry_documents d ON d.enquiry_id = e.id WHERE e.message LIKE ?`,
      )
      .get(`%${marker}%`) as Record<string, unknown> | undefined
  } finally {
    db.close()
  }
}

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await rm(WORK_DIR, { recursive: true, force: true })
  await mkdir(API_DATA_DIR, { recursive: true })
  const started = Date.now()
  buildPagesFor(API)
  console.log(
    `static-host-api: built the pages for ${API} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  const common = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CONTACT_RATE_LIMIT_MAX: '0',
    CONTACT_MIN_FILL_MS: '0',
  }
  const pages = startServerProcess({
    ...common,
    PORT: String(PORT + 1),
    SITE_DIR: join(BUILD_DIRECTORY, 'client'),
    DATA_DIR: join(WORK_DIR, 'pages-data'),
  })
  const api = startServerProcess({
    ...common,
    PORT: String(PORT + 2),
    DATA_DIR: API_DATA_DIR,
    ALLOWED_ORIGINS: PAGES,
  })
  await Promise.all([waitUntilListening(PAGES, pages.stderr), waitUntilListening(API, api.stderr)])
})

test.afterAll(async () => {
  killAllServerProcesses()
  await rm(WORK_DIR, { recursive: true, force: true })
})

test('pages on one origin send enquiries to the API on another, by script with a document and by plain form', async ({
  page,
  browser,
}) => {
  const blocked: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text())
  })
  const marker = `split-${Date.now()}`
  await page.goto(`${PAGES}/contact`)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  // Without JavaScript the forms post there too.
  await expect(page.locator('form[method="post"]')).toHaveAttribute('action', `${API}/api/contact`)

  const form = page.getByRole('form', { name: 'Request Consultation' })
  const field = (label: string) => form.getByLabel(label, { exact: false })
  await field('First Name').fill('Marcus')
  await field('Last Name').fill('Ellery')
  await field('Email').fill('marcus.ellery@university.example.edu')
  await field('Phone').fill('+1 703-555-0199')
  await field('Organization').fill('Example State University')
  await field('Project Type').selectOption('erp-integration')
  await field('Requirements').fill(`Oracle Financials integration. ${marker}`)
  await field('Supporting Document').setInputFiles({
    name: 'Statement of Work.pdf',
    mimeType: 'application/pdf',
    buffer: minimalPdf('Statement of work'),
  })
  const posted = page.waitForRequest((request) => request.method() === 'POST')
  await page.getByRole('button', { name: 'Submit Request' }).click()
  const request = await posted
  expect(request.url()).toBe(`${API}/api/contact`)
  // A request the browser blocks (no CORS answer) has no response.
  expect((await request.response())?.status()).toBe(201)
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! We will contact you within 24 hours.' }),
  ).toBeVisible()

  expect(storedEnquiry(marker)).toMatchObject({
    first_name: 'Marcus',
    original_name: 'Statement of Work.pdf',
  })
  const { reference } = storedEnquiry(marker) as { reference: string }
  await expect(page.getByRole('status').locator('span')).toHaveText(`Your reference: ${reference}`)
  expect(blocked).toEqual([])

  // Without JavaScript the form posts to the API, which sends the visitor back to the pages' origin.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(`${PAGES}/services/digital-transformation`)
  const shortForm = plain.locator('#contact-form')
  await shortForm.getByLabel('Full Name').fill('Dana Whitfield')
  await shortForm.getByLabel('Email Address').fill('dana.whitfield@agency.example.gov')
  await shortForm.getByLabel('Transformation Goals').fill(`Automate grant intake. ${marker}-plain`)
  await shortForm.getByRole('button', { name: 'Send Request' }).click()
  await expect(plain).toHaveURL(new RegExp(`^${PAGES}/contact/thank-you\\?ref=GTF-`))
  const plainReference = (storedEnquiry(`${marker}-plain`) as { reference: string }).reference
  await expect(plain.getByText(`Your reference: ${plainReference}`, { exact: true })).toBeVisible()
  await noScript.close()
})
