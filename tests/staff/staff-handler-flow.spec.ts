import { rm } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import type { FastifyInstance } from 'fastify'
import { pino } from 'pino'
import { shortPayload } from '../../contract/sample-enquiries.ts'
import {
  type LocalOidcProvider,
  startLocalOidcProvider,
} from '../../scripts/operate/staff/local-oidc-provider.ts'
import { createApp } from '../../server/app.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { createSmtpMailer } from '../../server/mail/smtp-mailer.ts'
import { type NotificationWorker, startNotificationWorker } from '../../server/outbox/notification-worker.ts'
import { CALLBACK_PATH } from '../../server/staff/staff-options.ts'
import { createSiteFixture } from '../fixtures/site-fixture.ts'
import { startSmtpServer } from '../fixtures/smtp-fixture.ts'
import { checkScreen, SITE, STAFF_CLIENT, STAFF_PORT, signIn, staffSignInSettings } from './staff-browser.ts'

const HANDLER = 'handler@globaltekforce.com'

let provider: LocalOidcProvider
let app: FastifyInstance
let repo: EnquiryRepo
let clientDir: string
let worker: NotificationWorker
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
/** The relay refuses every message until a test says otherwise. */
const relay: { refuseWith?: number } = { refuseWith: 554 }

test.beforeAll(async () => {
  provider = await startLocalOidcProvider({
    accounts: {
      admin: { email: 'admin@globaltekforce.com' },
      handler: { email: HANDLER },
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
  smtp = await startSmtpServer(0, relay)
  clientDir = await createSiteFixture()
  repo = openSqliteRepo(':memory:')
  const at = new Date().toISOString()
  await repo.staff.ensureMember(HANDLER, 'handler', at)
  await repo.staff.ensureMember('viewer@globaltekforce.com', 'viewer', at)
  worker = startNotificationWorker({
    repo,
    mailer: createSmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, requireTls: false }),
    log: pino({ level: 'silent' }),
    from: 'website@globaltekforce.com',
    to: 'sales@globaltekforce.com',
    inboxOrigin: SITE,
    pollMs: 200,
    baseDelayMs: 100,
  })
  app = await createApp({
    clientDir,
    logLevel: 'silent',
    enquiries: {
      repo,
      rateLimit: false,
      minFillMs: 0,
      thankYouPath: '/contact/thank-you',
      onStored: () => worker.kick(),
    },
    staffSignIn: staffSignInSettings(provider),
  })
  await app.listen({ port: STAFF_PORT, host: '127.0.0.1' })
})

test.afterAll(async () => {
  await app?.close()
  await worker?.stop()
  await smtp?.stop()
  await repo?.close()
  await provider?.close()
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

/** The public form as a browser without JavaScript sends it; answers the reference from the redirect. */
async function sendThroughPublicForm(page: Page, fields: Record<string, string>): Promise<string | null> {
  const response = await page.request.post(`${SITE}/api/contact`, {
    form: { ...(shortPayload() as Record<string, string>), website: '', ...fields },
    maxRedirects: 0,
  })
  expect(response.status()).toBe(303)
  return new URL(response.headers().location ?? '', SITE).searchParams.get('ref')
}

test.describe.configure({ mode: 'serial' })

test('a handler works a new enquiry, retries its dead letter and rescues a held message', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const reference = await sendThroughPublicForm(page, { name: 'Dana Whitfield' })
  expect(reference).toMatch(/^GTF-\d{4}-\d{6}$/)
  // The relay refuses it permanently: a dead letter.
  await expect.poll(async () => (await repo.listNotifications('failed')).length).toBe(1)

  await signIn(page, 'handler')
  const row = page.getByRole('row').filter({ hasText: reference ?? '' })
  await expect(row.getByText('Unread', { exact: true })).toBeVisible()
  await checkScreen(page, 'inbox-list')
  await row.getByRole('link', { name: reference ?? '' }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry ${reference}` })).toBeVisible()

  await page.getByLabel('Owner').selectOption(HANDLER)
  await page.getByRole('button', { name: 'Save status and owner' }).click()
  await expect(page.getByText(`Status: New. Owner: ${HANDLER}.`)).toBeVisible()
  await page.getByLabel('Add a note').fill('Called back; proposal next week.')
  await page.getByRole('button', { name: 'Add note' }).click()
  await expect(page.getByText('Called back; proposal next week.')).toBeVisible()
  await page.getByLabel('Status', { exact: true }).selectOption('responded')
  await page.getByRole('button', { name: 'Save status and owner' }).click()
  await expect(page.getByText(`Status: Responded. Owner: ${HANDLER}.`)).toBeVisible()

  const delivery = page.getByRole('row').filter({ hasText: 'sales-email' })
  await expect(delivery).toContainText('failed')
  relay.refuseWith = undefined
  await page.getByRole('button', { name: 'Retry sales-email' }).click()
  await expect.poll(() => smtp.received.length).toBe(1)
  await page.reload()
  await expect(delivery).toContainText('sent')
  await checkScreen(page, 'inbox-enquiry')
  // The sales e-mail links straight to this enquiry in the inbox.
  expect(smtp.received[0]?.parsed.text).toContain(`Open in the staff inbox: ${page.url()}`)

  // A person whose browser filled the hidden field was told it arrived, and is held apart.
  expect(await sendThroughPublicForm(page, { name: 'Rita Real', website: 'filled-by-browser' })).toBeNull()
  await page.getByRole('link', { name: 'Spam' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Filled the hidden field' })).toBeVisible()
  await checkScreen(page, 'inbox-spam')
  await page.getByRole('button', { name: 'Not spam: Rita Real' }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Enquiry GTF-/ })).toBeVisible()
  await expect(page.getByText('Rita Real', { exact: true })).toBeVisible()
  await expect.poll(() => smtp.received.length).toBe(2)
  await page.getByRole('link', { name: 'Spam' }).click()
  await expect(page.getByText('Nothing is held.')).toBeVisible()

  // The list updates itself: an enquiry sent now appears without a reload, announced politely.
  await page.getByRole('link', { name: 'Enquiries' }).click()
  const newer = await sendThroughPublicForm(page, { name: 'Grace Hopper' })
  await expect(page.getByRole('row').filter({ hasText: newer ?? '' })).toContainText('Unread', {
    timeout: 30_000,
  })
  await expect(page.locator('[aria-live="polite"]')).toHaveText('1 new enquiry arrived.')

  await page.getByLabel('Search reference, name, organization, e-mail or message').fill(reference ?? '')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('link', { name: reference ?? '' })).toBeVisible()
  await expect(page.getByRole('link', { name: newer ?? '' })).toHaveCount(0)
})

test('the audit log shows each step, and the administrator exports and answers privacy requests', async ({
  page,
}) => {
  await signIn(page, 'admin')
  await page.getByRole('link', { name: 'Audit log' }).click()
  // The handler's own rows, one per step they took.
  const actions = await page
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: HANDLER }) })
    .locator('td:nth-child(3)')
    .allTextContents()
  for (const action of [
    'sign-in',
    'view-enquiry',
    'change-handling',
    'add-note',
    'retry-delivery',
    'view-spam',
    'release-spam',
  ])
    expect(actions).toContain(action)

  await page.getByRole('link', { name: 'Export' }).click()
  await checkScreen(page, 'inbox-export')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download all enquiries (CSV)' }).click()
  expect((await download).suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/)

  await page.getByRole('link', { name: 'Privacy requests' }).click()
  await checkScreen(page, 'inbox-privacy')
  await page.getByLabel('E-mail address').fill(shortPayload().email)
  await page.getByRole('button', { name: 'Find' }).click()
  await expect(page.getByText('3 enquiries from')).toBeVisible()
  await page.getByRole('button', { name: 'Delete these enquiries…' }).click()
  await checkScreen(page, 'inbox-privacy-confirm')
  await page.getByRole('button', { name: 'Yes, delete 3 enquiries' }).click()
  await expect(page.getByText('Deleted 3 enquiries and 0 documents.')).toBeVisible()
  expect(await repo.listEnquiries()).toEqual([])
})

test('a viewer reads the spam view but sees no write controls, and each write the viewer tries answers 403', async ({
  page,
}) => {
  const [held] = await Promise.all([
    sendThroughPublicForm(page, { website: 'bot' }).then(() => repo.spam.list()),
  ])
  const reference = await sendThroughPublicForm(page, { name: 'Viewer Case' })
  const enquiry = reference ? await repo.findByReference(reference) : null
  await signIn(page, 'viewer')
  await page.getByRole('link', { name: 'Spam' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Spam' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Filled the hidden field' })).toBeVisible()
  await expect(page.getByRole('columnheader', { name: 'Action' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Not spam/ })).toHaveCount(0)
  await checkScreen(page, 'inbox-spam-viewer')
  await page.getByRole('link', { name: 'Enquiries' }).click()
  await page.getByRole('link', { name: reference ?? '' }).click()
  await expect(page.getByRole('button', { name: 'Save status and owner' })).toHaveCount(0)
  // From the page itself, so the browser sends its own Origin and the session cookie.
  const post = (url: string, body: string) =>
    page.evaluate(
      async ([target, form]) =>
        (
          await fetch(target, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form,
            redirect: 'manual',
          })
        ).status,
      [url, body] as const,
    )
  const id = enquiry?.id ?? ''
  for (const [url, body] of [
    [`/staff/enquiries/${id}/handling`, 'status=closed&owner='],
    [`/staff/enquiries/${id}/notes`, 'body=Not+mine'],
    [`/staff/enquiries/${id}/deliveries/sales-email/retry`, ''],
    [`/staff/spam/${held[0]?.id}/release`, ''],
    ['/staff/export/enquiries.csv', ''],
    ['/staff/privacy/find', 'email=dana.whitfield%40agency.example.gov'],
    ['/staff/privacy/delete', 'email=dana.whitfield%40agency.example.gov&confirm=yes'],
    ['/staff/members/role', 'email=viewer%40globaltekforce.com&role=admin'],
  ] as const)
    expect(`${url} ${await post(url, body)}`).toBe(`${url} 403`)
  expect(await repo.spam.list()).toHaveLength(1)
  expect(await repo.staff.listNotes(id)).toEqual([])
})
