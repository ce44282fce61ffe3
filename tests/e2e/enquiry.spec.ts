import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { expect, type Page, test } from '@playwright/test'
import { company } from '../../content/site.ts'
import { minimalPdf } from '../fixtures/documents.ts'
import { expectNoAxeViolations } from './axe-support.ts'

/** The e2e server's data (see playwright.config.ts): the SQLite file and the .eml outbox. */
const DATA_DIR = `.e2e-data/${Number(process.env.E2E_PORT ?? 4317)}`
const DT_PAGE = '/services/digital-transformation'
const DB_PAGE = '/services/database-and-infrastructure-management'

function findEnquiry(marker: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(join(DATA_DIR, 'enquiries.sqlite'), { readOnly: true })
  try {
    return db
      .prepare(
        `SELECT e.*, d.original_name, d.size FROM enquiries e
         LEFT JOIN enquiry_documents d ON d.enquiry_id = e.id WHERE e.message LIKE ?`,
      )
      .get(`%${marker}%`) as Record<string, unknown> | undefined
  } finally {
    db.close()
  }
}

async function mailMentioning(marker: string): Promise<string | undefined> {
  const dir = join(DATA_DIR, 'mail')
  const names = await readdir(dir).catch(() => [] as string[])
  for (const name of names.filter((file) => file.endsWith('.eml'))) {
    const text = await readFile(join(dir, name), 'utf8')
    if (text.includes(marker)) return text
  }
  return undefined
}

async function open(page: Page, path: string, { frozen = false } = {}) {
  // Results stay 3 s; a paused clock keeps them until the test moves time on, however slow the run.
  if (frozen) await page.clock.install()
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  if (frozen) await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
}

const notifications = (page: Page) =>
  page.getByRole('region', { name: /Notifications/ }).getByRole('listitem')

async function fillShortForm(page: Page, messageLabel: string, marker: string) {
  const form = page.locator('#contact-form')
  await form.getByLabel('Full Name').fill('Dana Whitfield')
  await form.getByLabel('Email Address').fill('dana.whitfield@agency.example.gov')
  await form.getByLabel('Phone').fill('703-555-0100')
  await form.getByLabel('Company/Organization').fill('Department of Example Affairs')
  await form.getByLabel(messageLabel).fill(`Automate grant intake. ${marker}`)
  return form
}

test.describe('short enquiry form', () => {
  test('visitor sends a request, sees "Request sent" and the form clears; sales gets it', async ({
    page,
  }) => {
    const marker = `dt-${Date.now()}-${Math.random()}`
    await open(page, DT_PAGE, { frozen: true })
    const form = await fillShortForm(page, 'Transformation Goals', marker)
    await form.getByRole('button', { name: 'Send Request' }).click()

    const toast = notifications(page)
    await expect(toast).toContainText('Request sent')
    await expect(toast).toContainText('Our team will contact you within 24 hours.')
    for (const label of [
      'Full Name',
      'Email Address',
      'Phone',
      'Company/Organization',
      'Transformation Goals',
    ]) {
      await expect(form.getByLabel(label)).toHaveValue('')
    }
    expect(findEnquiry(marker)).toMatchObject({
      form_type: 'common',
      service: 'DigitalTransformation',
      name: 'Dana Whitfield',
      company: 'Department of Example Affairs',
    })
    const { reference } = findEnquiry(marker) as { reference: string }
    await expect(toast).toContainText(`Your reference: ${reference}`)
    await expect.poll(() => mailMentioning(marker), { timeout: 10_000 }).toContain(`To: ${company.email}`)
  })

  test('the database page sends its own service value with the Message field', async ({ page }) => {
    const marker = `db-${Date.now()}-${Math.random()}`
    await open(page, DB_PAGE, { frozen: true })
    const form = await fillShortForm(page, 'Message', marker)
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(notifications(page)).toContainText('Request sent')
    expect(findEnquiry(marker)).toMatchObject({ service: 'databaseinfrastructuremanagement' })
  })

  test('browser-native validation stops an empty form before anything is sent', async ({ page }) => {
    let posted = false
    await page.route('**/api/contact', (route) => {
      posted = true
      return route.continue()
    })
    await open(page, DT_PAGE)
    await page.locator('#contact-form').getByRole('button', { name: 'Send Request' }).click()
    await expect(page.locator('#contact-form').getByLabel('Full Name')).toBeFocused()
    expect(
      await page
        .locator('#contact-form')
        .getByLabel('Full Name')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true)
    expect(posted).toBe(false)
  })

  test('a network failure shows "Submission failed" and keeps every value', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort())
    await open(page, DB_PAGE, { frozen: true })
    const form = await fillShortForm(page, 'Message', 'kept')
    await form.getByRole('button', { name: 'Send Request' }).click()
    const toast = notifications(page)
    await expect(toast).toContainText('Submission failed')
    await expect(toast).toContainText(`Please try again or email ${company.email}`)
    await expect(form.getByLabel('Full Name')).toHaveValue('Dana Whitfield')
    await expect(form.getByLabel('Message')).toHaveValue('Automate grant intake. kept')
  })

  test('form results stay 3 s, show the time left, and only one notification is visible', async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'down' }))
    await open(page, DB_PAGE, { frozen: true })
    const form = await fillShortForm(page, 'Message', 'timing')
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(notifications(page)).toHaveCount(1)
    await expect(page.getByRole('progressbar', { name: 'Closes in 3 s' })).toBeVisible()

    // A second result, a second later, replaces the first rather than stacking: its full 3 s start again.
    await page.clock.runFor(1000)
    await expect(page.getByRole('progressbar', { name: 'Closes in 2 s' })).toBeVisible()
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('progressbar', { name: 'Closes in 3 s' })).toBeVisible()
    await expect(notifications(page)).toHaveCount(1)

    await page.clock.runFor(2700)
    await expect(notifications(page)).toHaveCount(1)
    await expect(page.getByRole('progressbar')).toHaveAccessibleName(/Closes in 0\.\d s/)
    await page.clock.runFor(400)
    await expect(notifications(page)).toHaveCount(0)
  })

  test('the close button dismisses the notification', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort())
    await open(page, DT_PAGE, { frozen: true })
    const form = await fillShortForm(page, 'Transformation Goals', 'close')
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(notifications(page)).toHaveCount(1)
    // Focus inside the notification pauses its timer, so the clock can run again for axe.
    await page.getByRole('button', { name: 'Close notification' }).focus()
    await page.clock.resume()
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Close notification' }).click()
    await expect(notifications(page)).toHaveCount(0)
  })
})

test.describe('consultation form', () => {
  const field = (page: Page, label: string) =>
    page.getByRole('form', { name: 'Request Consultation' }).getByLabel(label, { exact: false })

  async function fillValid(page: Page, marker: string) {
    await field(page, 'First Name').fill('Marcus')
    await field(page, 'Last Name').fill('Ellery')
    await field(page, 'Email').fill('marcus.ellery@university.example.edu')
    await field(page, 'Phone').fill('+1 703-555-0199')
    await field(page, 'Organization').fill('Example State University')
    await field(page, 'Title/Role').fill('Deputy CIO')
    await field(page, 'Project Type').selectOption('erp-integration')
    await field(page, 'Requirements').fill(`Oracle Financials integration. ${marker}`)
  }

  test('empty submit shows the exact messages, focuses the first field, and editing clears an error', async ({
    page,
  }) => {
    await open(page, '/contact')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Organization is required',
      'Project requirements are required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(field(page, 'First Name')).toBeFocused()
    await expect(field(page, 'First Name')).toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'First Name')).toHaveAccessibleDescription('First name is required')
    await expectNoAxeViolations(page)

    await field(page, 'First Name').fill('M')
    await expect(page.getByText('First name is required')).toHaveCount(0)
    await expect(page.getByText('Last name is required')).toBeVisible()

    await field(page, 'Email').fill('not-an-address')
    await field(page, 'Phone').fill('12')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page.getByText('Enter a valid email address', { exact: true })).toBeVisible()
    await expect(page.getByText('Enter a valid phone number', { exact: true })).toBeVisible()
    await expect(field(page, 'Last Name')).toBeFocused()
  })

  test('visitor sends a request with a document, sees "Submitting..." then the thank-you message', async ({
    page,
  }) => {
    const marker = `consult-${Date.now()}-${Math.random()}`
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/contact', async (route) => {
      await held
      await route.continue()
    })
    await open(page, '/contact')
    await fillValid(page, marker)
    await field(page, 'Supporting Document').setInputFiles({
      name: 'Statement of Work.pdf',
      mimeType: 'application/pdf',
      buffer: minimalPdf('Statement of work'),
    })
    await expect(page.getByText('Attached: Statement of Work.pdf', { exact: true })).toBeVisible()
    await expect(page.locator('label', { hasText: 'Title/Role' })).toHaveText('Title/Role(optional)')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    const busy = page.getByRole('button', { name: 'Submitting...' })
    await expect(busy).toBeDisabled()
    release()
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! We will contact you within 24 hours.' }),
    ).toBeVisible()
    await expect(field(page, 'First Name')).toHaveValue('')
    await expect(field(page, 'Requirements')).toHaveValue('')
    await expect(field(page, 'Supporting Document')).toHaveValue('')
    const { reference } = findEnquiry(marker) as { reference: string }
    // The promise stays word for word; the reference follows it on its own line, in the same announcement.
    await expect(page.getByRole('status').locator('span')).toHaveText(`Your reference: ${reference}`)
    expect(findEnquiry(marker)).toMatchObject({
      form_type: 'dedicated',
      first_name: 'Marcus',
      company: 'Example State University',
      title: 'Deputy CIO',
      project_type: 'erp-integration',
      original_name: 'Statement of Work.pdf',
    })
  })

  test('a failed request shows the failure message in red and keeps the values', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.abort())
    await open(page, '/contact')
    await fillValid(page, 'failure')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    const alert = page.getByRole('alert').filter({ hasText: 'Submission failed' })
    await expect(alert).toHaveText(`Submission failed. Please try again or email ${company.email}`)
    await expect(alert).toHaveCSS('color', /rgb\(1[89]\d, \d+, \d+\)|oklch\(0\.50?5/)
    await expect(field(page, 'First Name')).toHaveValue('Marcus')
  })

  test('a file over 10 MB is refused and not kept', async ({ page }) => {
    await open(page, '/contact')
    await field(page, 'Supporting Document').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    })
    await expect(page.getByText('File must be less than 10MB', { exact: true })).toBeVisible()
    expect(
      await field(page, 'Supporting Document').evaluate((input: HTMLInputElement) => input.files?.length),
    ).toBe(0)
  })
})

test('a form posted without JavaScript lands on the thank-you page with its reference', async ({
  request,
  page,
  browser,
}) => {
  const marker = `nojs-${Date.now()}`
  const response = await request.post('/api/contact', {
    form: {
      form_type: 'common',
      service: 'DigitalTransformation',
      name: 'No Script Visitor',
      email: 'noscript@example.gov',
      message: `Plain form post. ${marker}`,
      website: '',
    },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  const { reference } = findEnquiry(marker) as { reference: string }
  expect(reference).toMatch(/^GTF-\d{4}-\d{6}$/)
  expect(response.headers().location).toBe(`/contact/thank-you?ref=${reference}`)
  expect(findEnquiry(marker)).toMatchObject({ name: 'No Script Visitor' })
  // Without JavaScript the server writes the reference into the page; with it, hydration keeps it.
  const noScript = await browser.newContext({ javaScriptEnabled: false })
  const plain = await noScript.newPage()
  await plain.goto(response.headers().location ?? '')
  await expect(plain.getByText(`Your reference: ${reference}`, { exact: true })).toBeVisible()
  await noScript.close()
  await open(page, `/contact/thank-you?ref=${reference}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you! We will contact you within 24 hours.',
  )
  await expect(page.getByText(`Your reference: ${reference}`, { exact: true })).toBeVisible()
  await expectNoAxeViolations(page)
  await open(page, '/contact/thank-you?ref=<b>GTF</b>')
  await expect(page.locator('#enquiry-reference')).toBeEmpty()
})
