import { describe, expect, it } from 'vitest'
import { startContactAppsPerTest } from '../tests/fixtures/contact-app.ts'
import { shortPayload } from '../tests/fixtures/enquiry-fixtures.ts'

const start = startContactAppsPerTest()

const STAFF_TOKEN = 'staff-token-for-the-detailed-health-check'

/** Words that would tell a bot its submissions are counted and thrown away. */
const DETAIL = /honeypot|tooFast|discarded|notifications|pending|database|reasons/

describe('GET /healthz', () => {
  it('tells the public only whether to alert, however many bot submissions were discarded', async () => {
    const { app, postJson } = await start({ minFillMs: 3000, healthToken: STAFF_TOKEN })
    expect((await postJson(shortPayload({ website: 'https://spam.example' }))).statusCode).toBe(201)
    expect((await postJson(shortPayload({ fill_ms: 400 }))).statusCode).toBe(201)

    for (const headers of [
      {},
      { authorization: 'Bearer not-the-staff-token' },
      { authorization: `Bearer ${STAFF_TOKEN}x` },
      { authorization: STAFF_TOKEN },
      { authorization: `Basic ${STAFF_TOKEN}` },
    ]) {
      const health = await app.inject({ method: 'GET', url: '/healthz', headers })
      expect(health.statusCode).toBe(200)
      expect(health.json()).toEqual({ status: 'ok' })
      expect(health.body).not.toMatch(DETAIL)
    }
  })

  it('shows staff who present the token the backlog and the discarded submissions', async () => {
    const { app, postJson } = await start({ minFillMs: 3000, healthToken: STAFF_TOKEN })
    expect((await postJson(shortPayload({ website: 'https://spam.example' }))).statusCode).toBe(201)
    expect((await postJson(shortPayload({ fill_ms: 400 }))).statusCode).toBe(201)
    const health = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(health.statusCode).toBe(200)
    // The scheme's name is case-insensitive (RFC 9110, section 11.1).
    const lowerCase = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `bearer ${STAFF_TOKEN}` },
    })
    expect(lowerCase.json()).toEqual(health.json())
    expect(health.json()).toEqual({
      status: 'ok',
      database: 'sqlite',
      notifications: { pending: 0, failed: 0, oldestPendingAt: null },
      discarded: { honeypot: 1, tooFast: 1 },
    })
  })

  it('gives no detail to anyone when no token is set', async () => {
    const { app } = await start()
    for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${STAFF_TOKEN}`]) {
      const health = await app.inject({ method: 'GET', url: '/healthz', headers: { authorization } })
      expect(health.json()).toEqual({ status: 'ok' })
    }
  })

  it('answers a failing check 503 with the status alone, and the reasons to staff', async () => {
    const { app, postJson, repo } = await start({ healthToken: STAFF_TOKEN })
    expect((await postJson(shortPayload())).statusCode).toBe(201)
    const [job] = await repo.claimDueNotifications(new Date(), new Date(Date.now() + 60_000), 1, 'test')
    await repo.markFailed(job?.id ?? '', new Date(), '550 mailbox unavailable', 'test')

    const failing = await app.inject({ method: 'GET', url: '/healthz' })
    expect(failing.statusCode).toBe(503)
    expect(failing.json()).toEqual({ status: 'error' })
    const detailed = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    })
    expect(detailed.statusCode).toBe(503)
    expect(detailed.json().reasons).toEqual([
      '1 notification failed: see `npm run enquiries -- notifications`',
    ])
  })
})
