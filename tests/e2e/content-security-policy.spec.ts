import { expect, type Page, test } from '@playwright/test'
import { capabilityPdf } from '../../content/capability-pdf.ts'
import { SEARCH_PATH, THANK_YOU_PATH } from '../../content/paths.ts'
import { listSitePaths, submitConsultation } from './support.ts'

/**
 * The production Content-Security-Policy breaks nothing: every page hydrates with zero violations, and
 * client navigation, the consultation form and the PDF download work under it. A violation is caught both
 * as a securitypolicyviolation event (recorded by a script Playwright injects before the page's own, which
 * CSP does not govern) and as the browser's console report. Permissions-Policy errors are caught too.
 */

interface Violation {
  directive: string
  blocked: string
  sample: string
  page: string
}

declare global {
  interface Window {
    cspViolations?: Violation[]
  }
}

const POLICY_CONSOLE_MESSAGE = /Content[- ]Security[- ]Policy|Permissions[- ]Policy|Refused to/i

/** Starts recording; returns a reader of what the current document saw, and the console reports. */
async function watchPolicies(page: Page) {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        page: location.pathname,
      })
    })
  })
  const consoleReports: string[] = []
  page.on('console', (message) => {
    if (POLICY_CONSOLE_MESSAGE.test(message.text()))
      consoleReports.push(`${message.type()}: ${message.text()}`)
  })
  // Violation events are queued as tasks; one more task lets those already raised arrive first.
  const violations = () =>
    page.evaluate(
      () => new Promise<Violation[]>((resolve) => setTimeout(() => resolve(window.cspViolations ?? []))),
    )
  return { violations, consoleReports }
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html'), `${path} hydrates`).toHaveAttribute('data-hydrated', 'true')
}

test('every page hydrates under its policy with no violation', async ({ page }) => {
  // One page visits every route in turn; about 0.5 s each.
  test.setTimeout(150_000)
  const { violations, consoleReports } = await watchPolicies(page)
  const paths = [...listSitePaths(), SEARCH_PATH, THANK_YOU_PATH, '/no-such-page']
  expect(paths.length).toBeGreaterThan(60)
  for (const path of paths) {
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
  // The search page runs the same engine from its address.
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
