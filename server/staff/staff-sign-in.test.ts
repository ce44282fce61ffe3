import { rm } from 'node:fs/promises'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import {
  beginSignIn,
  finishSignIn,
  OTHER_CLIENT,
  SESSION_COOKIE,
  type StaffHarness,
  startStaffHarness,
} from '../../tests/support/staff-harness.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { StaffSignInOptions } from './staff-options.ts'

let clientDir: string
const harnesses: StaffHarness[] = []

beforeAll(async () => {
  clientDir = await createSiteFixture()
})
afterEach(async () => {
  for (const harness of harnesses.splice(0)) await harness.close()
})
afterAll(async () => {
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

async function start(
  options: {
    signIn?: Partial<StaffSignInOptions>
    rewriteTokenRequest?: (body: URLSearchParams) => void
    idTokenTtl?: number
  } = {},
) {
  const harness = await startStaffHarness({
    clientDir,
    openRepo: () => openSqliteRepo(':memory:'),
    ...options,
  })
  harnesses.push(harness)
  return harness
}

const sessionCookieOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).find((line) => line.startsWith(SESSION_COOKIE))

describe('staff sign-in against a real OpenID provider', () => {
  it('signs an allowed person in with a __Host- session cookie and lands them on the page they asked for', async () => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, 'vic', { next: '/staff/sessions' })
    const response = await finishSignIn(app, flow)
    expect(response.statusCode).toBe(303)
    expect(response.headers.location).toBe('/staff/sessions')
    const cookie = sessionCookieOf(response.headers['set-cookie'])
    expect(cookie).toMatch(
      /^__Host-gtf-staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=43200; HttpOnly; Secure; SameSite=Lax$/,
    )
    const me = await app.inject({ url: '/api/staff/me', headers: { cookie: flow.appJar.header() } })
    expect(me.json()).toMatchObject({ email: 'vic@globaltekforce.com', role: 'viewer' })
    // Only the hash of the cookie's value is stored.
    const token = cookie?.split(';')[0]?.split('=')[1] ?? ''
    const sessions = await repo.staff.listSessions()
    expect(sessions).toHaveLength(1)
    expect(JSON.stringify(sessions)).not.toContain(token)
    expect((await repo.staff.listAudit(10)).map((entry) => entry.action)).toContain('sign-in')
  })

  it('makes the configured first administrator an admin, matching the address case-insensitively', async () => {
    const { app } = await start()
    const flow = await beginSignIn(app, 'boss')
    expect((await finishSignIn(app, flow)).statusCode).toBe(303)
    const me = await app.inject({ url: '/api/staff/me', headers: { cookie: flow.appJar.header() } })
    expect(me.json()).toMatchObject({ email: 'boss@globaltekforce.com', role: 'admin' })
  })

  it('refuses an ID token issued to another client (wrong audience)', async () => {
    // The code is issued to, and redeemed as, another client of the same provider: a genuine, signed ID token
    // whose audience is not this app.
    const { app, repo } = await start({
      rewriteTokenRequest: (body) => body.set('client_id', OTHER_CLIENT.client_id),
    })
    const flow = await beginSignIn(app, 'vic', {
      editAuthorizationUrl: (url) => url.searchParams.set('client_id', OTHER_CLIENT.client_id),
    })
    await expectRefused(app, repo, flow, 400, /JWT_CLAIM_COMPARISON_FAILED/)
  })

  it('refuses an expired ID token (the app clock is past its expiry)', async () => {
    const harness = await start({ idTokenTtl: 60 })
    const flow = await beginSignIn(harness.app, 'vic')
    harness.clock.advance(5 * 60_000)
    await expectRefused(harness.app, harness.repo, flow, 400, /JWT_TIMESTAMP_CHECK_FAILED/)
  })

  it('refuses a replayed callback: a state is used once', async () => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, 'vic')
    const cookies = flow.appJar.header()
    expect((await finishSignIn(app, flow)).statusCode).toBe(303)
    const replay = await app.inject({ url: flow.callbackPath, headers: { cookie: cookies } })
    expect(replay.statusCode).toBe(400)
    expect(sessionCookieOf(replay.headers['set-cookie'])).toBeUndefined()
    expect(await repo.staff.listSessions()).toHaveLength(1)
  })

  it('refuses a forged state', async () => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, 'vic')
    flow.callbackPath = flow.callbackPath.replace(/state=[^&]+/, 'state=forged-state-value')
    await expectRefused(app, repo, flow, 400, /state/)
  })

  it('refuses a callback in a browser that did not begin the sign-in', async () => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, 'vic')
    flow.appJar.cookies.clear()
    await expectRefused(app, repo, flow, 400, /another browser/)
  })

  it('refuses an ID token carrying another nonce', async () => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, 'vic', {
      editAuthorizationUrl: (url) => url.searchParams.set('nonce', 'a-nonce-this-app-never-issued'),
    })
    await expectRefused(app, repo, flow, 400, /JWT_CLAIM_COMPARISON_FAILED/)
  })

  it.each([
    ['outside the allowed domain', 'outsider'],
    ['without a verified address', 'unverified'],
    ['outside the required group', 'contractor'],
  ])('refuses a person %s', async (_case, login) => {
    const { app, repo } = await start()
    const flow = await beginSignIn(app, login)
    await expectRefused(app, repo, flow, 403, /outside the allowed domain or group/)
    expect(await repo.staff.listMembers()).toEqual([])
  })

  it('answers 503 while the identity provider is unreachable, at the start or at the callback', async () => {
    const down = await start()
    await down.stopProvider()
    expect((await down.app.inject({ url: '/staff/auth/sign-in' })).statusCode).toBe(503)

    const midway = await start()
    const flow = await beginSignIn(midway.app, 'vic')
    await midway.stopProvider()
    const response = await finishSignIn(midway.app, flow)
    expect(response.statusCode).toBe(503)
    expect(response.body).toContain('could not be reached')
  })

  it('limits sign-in attempts per address', async () => {
    const { app } = await start({ signIn: { signInRateLimit: { max: 2, timeWindowMs: 60_000 } } })
    const statuses = []
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await app.inject({ url: '/staff/auth/sign-in' })).statusCode)
    expect(statuses).toEqual([303, 303, 429])
  })
})

async function expectRefused(
  app: StaffHarness['app'],
  repo: StaffHarness['repo'],
  flow: Awaited<ReturnType<typeof beginSignIn>>,
  status: number,
  reason: RegExp,
) {
  const response = await finishSignIn(app, flow)
  expect(response.statusCode).toBe(status)
  expect(sessionCookieOf(response.headers['set-cookie'])).toBeUndefined()
  expect(await repo.staff.listSessions()).toEqual([])
  const [latest] = await repo.staff.listAudit(1)
  expect(latest).toMatchObject({ action: 'sign-in-refused', actor: null })
  expect(latest?.detail).toMatch(reason)
}
