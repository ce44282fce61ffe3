import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import pg from 'pg'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { newEnquiry, TEST_DATABASE_URL } from '../../tests/fixtures/enquiry-fixtures.ts'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import { describePostgres } from '../../tests/support/postgres.ts'
import {
  beginSignIn,
  finishSignIn,
  SESSION_COOKIE,
  SITE,
  type StaffHarness,
  startStaffHarness,
} from '../../tests/support/staff-harness.ts'
import { openPostgresRepo } from '../db/postgres.ts'

describePostgres('two servers on one PostgreSQL database', () => {
  let clientDir = ''
  let database = ''
  let harness: StaffHarness | undefined
  const adminQuery = async (sql: string) => {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }

  beforeAll(async () => {
    clientDir = await createSiteFixture()
    database = `gtf_staff_${randomUUID().replaceAll('-', '')}`
    await adminQuery(`CREATE DATABASE ${database}`)
  })
  afterAll(async () => {
    await harness?.close()
    if (database) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    if (clientDir) await rm(clientDir, { recursive: true, force: true })
  })

  it('share pending sign-ins, sessions and read marks: begun on one, finished or read on the other, ended on either', async () => {
    const url = new URL(TEST_DATABASE_URL ?? '')
    url.pathname = `/${database}`
    harness = await startStaffHarness({ clientDir, openRepo: () => openPostgresRepo(url.toString()) })
    const first = harness.app
    const second = await harness.startInstance(await openPostgresRepo(url.toString()))

    const flow = await beginSignIn(first, 'vic')
    expect((await finishSignIn(second, flow)).statusCode).toBe(303)
    const cookie = `${SESSION_COOKIE}=${flow.appJar.cookies.get(SESSION_COOKIE)}`
    for (const app of [first, second])
      expect((await app.inject({ url: '/api/staff/me', headers: { cookie } })).json()).toMatchObject({
        email: 'vic@globaltekforce.com',
      })
    // The state was taken on the second server, so the first cannot complete it again.
    expect((await finishSignIn(first, flow)).statusCode).toBe(400)

    // Read on one server, read on the other.
    const stored = await harness.repo.insertWithNotification(newEnquiry(), new Date())
    const unreadOn = async (app: typeof first) =>
      (await app.inject({ url: '/api/staff/enquiries', headers: { cookie } }))
        .json()
        .enquiries.find((row: { id: string }) => row.id === stored.id)?.unread
    expect([await unreadOn(first), await unreadOn(second)]).toEqual([true, true])
    const opened = await first.inject({ url: `/staff/enquiries/${stored.id}`, headers: { cookie } })
    expect(opened.statusCode).toBe(200)
    expect([await unreadOn(first), await unreadOn(second)]).toEqual([false, false])

    const signOut = await second.inject({
      method: 'POST',
      url: '/staff/auth/sign-out',
      headers: { cookie, origin: SITE },
    })
    expect(signOut.statusCode).toBe(303)
    expect((await first.inject({ url: '/api/staff/me', headers: { cookie } })).statusCode).toBe(401)
  })
})
