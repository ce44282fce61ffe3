import { expect, type Page, test } from '@playwright/test'
import { company } from '../../content/site.ts'
import { FIELD_LIMITS, MESSAGES } from '../../contract/enquiry-rules.ts'
import { expectNoAxeViolations } from './axe-support.ts'
import { fillConsultation, openHydrated } from './support.ts'

/** What a visitor meets at the enquiry API's limits, in a real browser through the real server. */

const DT_PAGE = '/services/digital-transformation'

const consultation = (page: Page) => page.getByRole('form', { name: 'Request Consultation' })

test('every form field carries the same length bound as the server', async ({ page }) => {
  await page.goto('/contact')
  const form = consultation(page)
  for (const [label, max] of [
    ['First Name', FIELD_LIMITS.firstName],
    ['Last Name', FIELD_LIMITS.lastName],
    ['Email', FIELD_LIMITS.email],
    ['Phone', FIELD_LIMITS.phone],
    ['Organization', FIELD_LIMITS.company],
    ['Title/Role', FIELD_LIMITS.title],
    ['Requirements', FIELD_LIMITS.message],
  ] as const) {
    await expect(form.getByLabel(label, { exact: false }), label).toHaveAttribute('maxlength', String(max))
  }
  await page.goto(DT_PAGE)
  for (const [name, max] of [
    ['name', FIELD_LIMITS.name],
    ['email', FIELD_LIMITS.email],
    ['phone', FIELD_LIMITS.shortPhone],
    ['company', FIELD_LIMITS.company],
    ['message', FIELD_LIMITS.message],
  ] as const) {
    await expect(page.locator(`form [name="${name}"]`), name).toHaveAttribute('maxlength', String(max))
  }
})

/** A consultation the browser's own checks accept and the server refuses: a phone of hyphens only. */
async function postPhoneOfHyphens(page: Page) {
  const form = consultation(page)
  await fillConsultation(form, 'Oracle Financials integration.', { phone: '-------' })
  const [response] = await Promise.all([
    page.waitForResponse((answer) => answer.url().endsWith('/api/contact')),
    form.getByRole('button', { name: 'Submit Request' }).click(),
  ])
  return response
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a refused form post answers with a page naming the problem, not JSON', async ({ page }) => {
    await page.goto('/contact')
    const response = await postPhoneOfHyphens(page)
    expect(response.status()).toBe(422)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry')
    await expect(
      page.getByRole('listitem').filter({ hasText: `Phone: ${MESSAGES.phoneInvalid}` }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to the form' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test.describe('without the site script', () => {
  test('a refused form post shows a page in the site look that names the problem and leads back', async ({
    page,
  }) => {
    // The site's script never arrives, so the form posts as plain HTML; axe can still run in the browser.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/contact')
    const response = await postPhoneOfHyphens(page)
    expect(response.status()).toBe(422)
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0)
    expect(response.headers()['content-type']).toMatch(/^text\/html/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry')
    await expect(
      page.getByRole('listitem').filter({ hasText: `Phone: ${MESSAGES.phoneInvalid}` }),
    ).toBeVisible()
    await expect(page.getByText(company.email, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    const back = page.getByRole('link', { name: 'Back to the form' })
    await expect(back).toHaveAttribute('href', '/contact')
    await expectNoAxeViolations(page)
    await back.click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('a document the server refuses is named at its field with the failure message', async ({ page }) => {
  await openHydrated(page, '/contact')
  const form = consultation(page)
  await fillConsultation(form, 'Scope attached.')
  // A program renamed .pdf: right extension and size, so only the server can tell.
  await form.getByLabel('Supporting Document', { exact: false }).setInputFiles({
    name: 'scope.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]),
  })
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Submission failed' })).toBeVisible()
  await expect(form.getByText(MESSAGES.documentType, { exact: true })).toBeVisible()
  await expect(form.getByLabel('Supporting Document', { exact: false })).toHaveAttribute(
    'aria-invalid',
    'true',
  )
  await expect(form.getByLabel('First Name', { exact: false })).toHaveValue('Marcus')
})

test('a changed form after a failed send is stored as a new enquiry, not refused as a repeat', async ({
  page,
}) => {
  await page.goto(DT_PAGE)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
  const keys: string[] = []
  let failFirst = true
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    if (failFirst) {
      failFirst = false
      await route.abort()
      return
    }
    await route.continue()
  })
  await page.getByLabel('Full Name', { exact: false }).fill('Dana Whitfield')
  await page.getByLabel('Email Address', { exact: false }).fill('dana.whitfield@agency.example.gov')
  await page.getByLabel('Transformation Goals', { exact: false }).fill('First wording of the goals.')
  const send = page.getByRole('button', { name: 'Send Request' })
  await send.click()
  await expect(page.getByText('Submission failed', { exact: true })).toBeVisible()
  await page
    .getByLabel('Transformation Goals', { exact: false })
    .fill('Second, corrected wording of the goals.')
  await send.click()
  await expect(page.getByText('Request sent', { exact: true })).toBeVisible()
  expect(keys).toHaveLength(2)
  expect(keys[0]).not.toBe(keys[1])
})
