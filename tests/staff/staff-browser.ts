import { expect, type Page, test } from '@playwright/test'
import type { LocalOidcProvider } from '../../scripts/operate/staff/local-oidc-provider.ts'
import type { StaffSignInOptions } from '../../server/staff/staff-options.ts'
import { expectNoAxeViolations } from '../e2e/axe-support.ts'

export const STAFF_PORT = Number(process.env.E2E_PORT ?? 4317)
// localhost: a secure context for the browser, so it keeps the __Host- cookie over plain HTTP.
export const SITE = `http://localhost:${STAFF_PORT}`
export const STAFF_CLIENT = {
  client_id: 'staff-inbox',
  client_secret: 'browser-test-secret-0123456789abcdef',
}

/** The inbox's sign-in settings for the local provider the browser tests start. */
export const staffSignInSettings = (provider: LocalOidcProvider): StaffSignInOptions => ({
  issuer: provider.issuer,
  clientId: STAFF_CLIENT.client_id,
  clientSecret: STAFF_CLIENT.client_secret,
  siteOrigin: SITE,
  access: { domains: ['globaltekforce.com'] },
  firstAdminEmail: 'admin@globaltekforce.com',
  idleLimitMs: 30 * 60_000,
  absoluteLimitMs: 12 * 60 * 60_000,
  signInRateLimit: { max: 100, timeWindowMs: 60_000 },
})

/** Signs in through the local provider's own form, as a person would. */
export async function signIn(page: Page, login: string) {
  await page.goto(`${SITE}/staff`)
  await page.locator('input[name="login"]').fill(login)
  await page.locator('input[name="password"]').fill('any')
  await page.locator('button[type="submit"]').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible()
}

/** Each screen passes axe and fits a 390 px phone without sideways scrolling. */
export async function checkScreen(page: Page, name: string) {
  await expectNoAxeViolations(page)
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await expectNoAxeViolations(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 900 })
}
