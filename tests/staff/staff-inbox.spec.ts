import { rm } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { FastifyInstance } from 'fastify'
import {
  type LocalOidcProvider,
  startLocalOidcProvider,
} from '../../scripts/operate/staff/local-oidc-provider.ts'
import { createApp } from '../../server/app.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { CALLBACK_PATH } from '../../server/staff/staff-options.ts'
import { expectNoAxeViolations } from '../e2e/axe-support.ts'
import { newEnquiry } from '../fixtures/enquiry-fixtures.ts'
import { createSiteFixture } from '../fixtures/site-fixture.ts'
import { checkScreen, SITE, STAFF_CLIENT, STAFF_PORT, signIn, staffSignInSettings } from './staff-browser.ts'

let provider: LocalOidcProvider
let app: FastifyInstance
let repo: EnquiryRepo
let clientDir: string
let enquiryId: string

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    accounts: {
      admin: { email: 'admin@globaltekforce.com' },
      viewer: { email: 'viewer@globaltekforce.com' },
    },
    clients: [
      {
        ...STAFF_CLIENT,
        redirect_uris: [`${SITE}${CALLBACK_PATH}`],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
  })
  clientDir = await createSiteFixture()
  repo = openSqliteRepo(':memory:')
  enquiryId = (await repo.insertWithNotification(newEnquiry(), new Date())).id
  app = await createApp({
    clientDir,
    logLevel: 'silent',
    enquiries: { repo, rateLimit: false, minFillMs: 0, thankYouPath: '/contact/thank-you' },
    staffSignIn: staffSignInSettings(provider),
  })
  await app.listen({ port: STAFF_PORT, host: '127.0.0.1' })
})

test.afterAll(async () => {
  await app?.close()
  await repo?.close()
  await provider?.close()
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

test('an administrator signs in through the identity provider and every inbox screen passes axe at 1280 and 390 px', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await checkScreen(page, 'list')
  await page.getByRole('link', { name: /^GTF-/ }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiry GTF-/ })).toBeVisible()
  await checkScreen(page, 'enquiry')
  for (const [link, heading] of [
    ['Sessions', 'Sessions'],
    ['Staff and roles', 'Staff and roles'],
    ['Audit log', 'Audit log'],
  ] as const) {
    await page.getByRole('link', { name: link }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await checkScreen(page, heading)
  }
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible()
  await checkScreen(page, 'signed-out')
})

test('dates in the wrong order show the reason on screen and leave the list unfiltered', async ({ page }) => {
  await signIn(page, 'viewer')
  await page.getByLabel('Received from').fill('2026-12-31')
  await page.getByLabel('Received to').fill('2026-01-01')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'The received-from date is after the received-to date; the dates were ignored.',
  )
  await expect(page.getByRole('link', { name: /^GTF-/ })).toHaveCount(1)
  await checkScreen(page, 'dates-in-wrong-order')
})

test('a handler works an enquiry from the keyboard: status, owner and a note', async ({ page }) => {
  await signIn(page, 'admin')
  await page.goto(`${SITE}/staff/enquiries/${enquiryId}`)
  // The skip link is the first stop and moves focus past the header.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  await page.getByLabel('Status', { exact: true }).focus()
  await page.keyboard.press('ArrowDown')
  await page.getByLabel('Owner').selectOption('admin@globaltekforce.com')
  await page.getByRole('button', { name: 'Save status and owner' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Status: In progress. Owner: admin@globaltekforce.com.')).toBeVisible()
  await page.getByLabel('Add a note').fill('Called back; proposal next week.')
  await page.getByRole('button', { name: 'Add note' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Called back; proposal next week.')).toBeVisible()
  await expectNoAxeViolations(page)
})

test('signing out everywhere ends the session; the next visit goes back through the identity provider', async ({
  page,
}) => {
  await signIn(page, 'viewer')
  await page.getByRole('link', { name: 'Sessions' }).click()
  await page.getByRole('button', { name: 'Sign out everywhere' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Signed out' })).toBeVisible()
  expect((await page.request.get(`${SITE}/api/staff/me`)).status()).toBe(401)
  // The provider remembers its own sign-in, so it may send the browser straight back with a new session.
  const viaProvider = page.waitForRequest((request) =>
    request.url().startsWith(`${provider.issuer.origin}/auth`),
  )
  await page.goto(`${SITE}/staff`)
  await viaProvider
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible()
})
