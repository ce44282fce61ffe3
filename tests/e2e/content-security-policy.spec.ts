import { expect, test } from '@playwright/test'
import { capabilityPdf } from '../../content/capability-pdf.ts'
import { SEARCH_PATH, THANK_YOU_PATH } from '../../content/paths.ts'
import { watchPolicies } from './policy-support.ts'
import { openHydrated, submitConsultation } from './support.ts'

// The production CSP breaks nothing; routes.spec.ts loads the listed routes, this file the rest.

test("the pages outside the specification's route list hydrate under their policy with no violation", async ({
  page,
}) => {
  const { violations, consoleReports } = await watchPolicies(page)
  for (const path of [SEARCH_PATH, THANK_YOU_PATH, '/no-such-page']) {
    await page.goto(path)
    const hydrated = await page
      .locator('html[data-hydrated="true"]')
      .waitFor({ timeout: 15_000 })
      .then(
        () => true,
        () => false,
      )
    // Violations first: when a refused script stops hydration, they say which one.
    expect(await violations(), `${path}: violations`).toEqual([])
    expect(hydrated, `${path} hydrates`).toBe(true)
  }
  expect(consoleReports).toEqual([])
})

test('client navigation renders new pages under the first page’s policy with no violation', async ({
  page,
}) => {
  const { violations, consoleReports } = await watchPolicies(page)
  await openHydrated(page, '/about')
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const nav = page.getByRole('navigation', { name: 'Main' })
  // Home renders the style-heavy sections (marquees, accordion) on the client this time.
  for (const [name, path] of [
    ['Home', '/'],
    ['Services', '/services'],
    ['Solutions', '/solutions'],
    ['Contact', '/contact'],
  ] as const) {
    await nav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(await page.evaluate(() => 'sameDocument' in window), 'stayed in one document').toBe(true)
  expect(await violations()).toEqual([])
  expect(consoleReports).toEqual([])
})

test('the consultation form submits under the policy', async ({ page }) => {
  const { violations, consoleReports } = await watchPolicies(page)
  await openHydrated(page, '/contact')
  await submitConsultation(page, `Policy check ${Date.now()}`)
  expect(await violations()).toEqual([])
  expect(consoleReports).toEqual([])
})

test('the capability statement downloads under the policy', async ({ page }) => {
  const { violations, consoleReports } = await watchPolicies(page)
  await openHydrated(page, '/corporate-capability')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download PDF', exact: true }).click()
  expect((await downloading).suggestedFilename()).toBe(capabilityPdf.filename)
  expect(await violations()).toEqual([])
  expect(consoleReports).toEqual([])
})

test('site search loads its code and index and runs under the policy', async ({ page }) => {
  const { violations, consoleReports } = await watchPolicies(page)
  await openHydrated(page, '/services/oracle-financials')
  await page.keyboard.press('/')
  const box = page.getByRole('dialog').getByRole('combobox')
  await box.fill('hyperion')
  await expect(page.getByRole('dialog').getByRole('option').first()).toContainText('Oracle Hyperion')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oracle Hyperion')
  await page.goto(`${SEARCH_PATH}?q=a123`)
  await expect(page.getByRole('list', { name: 'Matching pages' }).getByRole('link').first()).toHaveText(
    'A-123 Support',
  )
  expect(await violations()).toEqual([])
  expect(consoleReports).toEqual([])
})

test('the policy is enforced: an injected inline script is refused and reported', async ({ page }) => {
  // The recorder must see a real violation, or the zero counts above would prove nothing.
  const { violations, consoleReports } = await watchPolicies(page)
  await openHydrated(page, '/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.body.append(script)
  })
  await expect
    .poll(async () => (await violations()).map((violation) => violation.directive))
    .toEqual(['script-src-elem'])
  expect(await page.evaluate(() => 'injectedScriptRan' in window)).toBe(false)
  await expect.poll(() => consoleReports.length).toBeGreaterThan(0)
})
