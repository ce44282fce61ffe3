import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { newEnquiry, type TestRepo, testRepos } from '../../tests/fixtures/enquiry-fixtures.ts'
import { SITE, signInRoles } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import { STAFF_CONTENT_SECURITY_POLICY } from './register-staff-inbox.ts'

const staff = staffHarnessPerTest()
const sqlite = testRepos.find((repo) => repo.name === 'sqlite') as TestRepo

const OPEN = /^\/staff\/(auth|assets)\//
/** Every person may end their own sessions, whatever their role. */
const OWN_SESSION_WRITES = /^\/(api\/)?staff\/sessions\//
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** Every staff route the app registers, read from Fastify's route tree, so a route added later is walked too. */
function staffRoutes(app: FastifyInstance): { method: string; pattern: string }[] {
  const parents: string[] = []
  const routes: { method: string; pattern: string }[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+) \(([^)]+)\)$/.exec(line)
    if (!match) continue
    const depth = (match[1] ?? '').length / 4
    const pattern = (parents[depth - 1] ?? '') + (match[2] ?? '')
    parents[depth] = pattern
    for (const method of (match[3] ?? '').split(', '))
      if (method !== 'HEAD' && method !== 'OPTIONS' && /^\/(api\/)?staff\b/.test(pattern))
        routes.push({ method, pattern })
  }
  return routes
}

describe('every staff route', () => {
  let routes: { method: string; pattern: string }[] = []
  beforeAll(async () => {
    const { app } = await staff.start(sqlite)
    routes = staffRoutes(app)
  })

  it('is found in the route tree', () => {
    expect(routes).toContainEqual({ method: 'PUT', pattern: '/api/staff/members/:email/role' })
    expect(routes).toContainEqual({ method: 'POST', pattern: '/staff/privacy/delete' })
    expect(routes.length).toBeGreaterThan(30)
  })

  it('without a session: a page redirects to sign-in, an API answers 401, a form answers 401', async () => {
    const { app, repo } = await staff.start(sqlite)
    const { id } = await repo.insertWithNotification(newEnquiry(), new Date())
    for (const { method, pattern } of routes.filter((route) => !OPEN.test(route.pattern))) {
      const url = pattern.replace(':id', id).replace(/:\w+/g, 'x')
      const answer = await app.inject({ method: method as 'GET', url, headers: { origin: SITE } })
      const expected =
        pattern.startsWith('/api/') || method !== 'GET' ? '401' : `303 ${SIGN_IN}${encodeURIComponent(url)}`
      const seen = `${answer.statusCode}${answer.statusCode === 303 ? ` ${answer.headers.location}` : ''}`
      expect(`${method} ${pattern} ${seen}`).toBe(`${method} ${pattern} ${expected}`)
    }
  })

  it('serves every page with the strict staff policy and nothing inline for it to refuse', async () => {
    const { app, repo } = await staff.start(sqlite)
    const { id } = await repo.insertWithNotification(
      newEnquiry({
        document: {
          storedName: 'x.pdf',
          originalName: 'Scope.pdf',
          mediaType: 'application/pdf',
          content: Buffer.from('%PDF-1.7'),
          sha256: 'hash',
        },
      }),
      new Date(),
    )
    await repo.spam.hold({
      id: crypto.randomUUID(),
      receivedAt: new Date().toISOString(),
      reason: 'too-fast',
      fields: { name: 'Rita' },
    })
    const { admin } = await signInRoles(app)
    const pages = routes.filter(
      ({ method, pattern }) =>
        method === 'GET' &&
        !pattern.startsWith('/api/') &&
        !/^\/staff\/(assets|auth\/(sign-in|callback))/.test(pattern),
    )
    expect(pages.length).toBeGreaterThanOrEqual(9)
    for (const { pattern } of pages) {
      const answer = await app.inject({ url: pattern.replace(':id', id), headers: { cookie: admin } })
      expect(answer.headers['content-security-policy'], pattern).toBe(STAFF_CONTENT_SECURITY_POLICY)
      if (!String(answer.headers['content-type']).startsWith('text/html')) continue
      expect(`${pattern} ${answer.statusCode}`).toBe(`${pattern} 200`)
      expect(answer.body, pattern).not.toMatch(
        /<script(?![^>]*\ssrc=)|<style|\sstyle=|\son[a-z]+=|javascript:/i,
      )
    }
  })

  it('answers a viewer’s every write 403 and changes nothing', async () => {
    const { app, repo } = await staff.start(sqlite)
    const { id } = await repo.insertWithNotification(newEnquiry(), new Date())
    const [job] = await repo.claimDueNotifications(new Date(), new Date(Date.now() + 60_000), 10, 'worker')
    await repo.markFailed(job?.id ?? '', new Date(), '550 mailbox unavailable', 'worker')
    const heldId = '00000000-0000-4000-8000-000000000001'
    await repo.spam.hold({ id: heldId, receivedAt: new Date().toISOString(), reason: 'honeypot', fields: {} })
    const { viewer } = await signInRoles(app)
    const values: Record<string, string> = {
      id,
      jobId: job?.id ?? '',
      channel: 'sales-email',
      email: 'vic@globaltekforce.com',
    }
    const before = await repo.staff.listAudit(100)
    const writes = routes.filter(
      ({ method, pattern }) => WRITES.has(method) && !OPEN.test(pattern) && !OWN_SESSION_WRITES.test(pattern),
    )
    expect(writes.length).toBeGreaterThanOrEqual(15)
    expect(writes).toEqual(
      expect.arrayContaining([
        { method: 'POST', pattern: '/staff/spam/:id/release' },
        { method: 'POST', pattern: '/api/staff/spam/:id/release' },
      ]),
    )
    for (const { method, pattern } of writes) {
      const url = pattern.replace(/:(\w+)/g, (_match, name: string) =>
        name === 'id' && pattern.includes('/spam/') ? heldId : (values[name] ?? 'x'),
      )
      const answer = await app.inject({
        method: method as 'POST',
        url,
        payload: pattern.startsWith('/api/')
          ? { role: 'admin', status: 'closed', owner: null, body: 'Not mine' }
          : 'email=vic%40globaltekforce.com&role=admin&status=closed&body=Not+mine&confirm=yes',
        headers: {
          cookie: viewer,
          origin: SITE,
          'content-type': pattern.startsWith('/api/')
            ? 'application/json'
            : 'application/x-www-form-urlencoded',
        },
      })
      expect(`${method} ${pattern} ${answer.statusCode}`).toBe(`${method} ${pattern} 403`)
    }
    expect(await repo.staff.listAudit(100)).toEqual(before)
    expect(await repo.spam.list()).toHaveLength(1)
    expect(await repo.listNotifications('failed')).toHaveLength(1)
    expect(await repo.getEnquiry(id)).not.toBeNull()
  })
})

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

it('names enquiries, deliveries, held submissions and sessions by random values, never by a count', async () => {
  const { app, repo } = await staff.start(sqlite)
  const first = await repo.insertWithNotification(newEnquiry(), new Date())
  const second = await repo.insertWithNotification(newEnquiry(), new Date())
  await repo.spam.hold({
    id: crypto.randomUUID(),
    receivedAt: new Date().toISOString(),
    reason: 'honeypot',
    fields: {},
  })
  const { admin } = await signInRoles(app)
  const list = (await app.inject({ url: '/api/staff/enquiries', headers: { cookie: admin } })).json()
  const ids = list.enquiries.map((enquiry: { id: string }) => enquiry.id)
  const jobs = (await repo.listNotifications('pending')).map((job) => job.id)
  const held = (await repo.spam.list()).map((entry) => entry.id)
  for (const id of [...ids, ...jobs, ...held]) expect(id).toMatch(UUID_V4)
  expect(ids.toSorted()).toEqual([first.id, second.id].toSorted())
  // The reference counts up, so it finds an enquiry only through a signed-in search, never as an address.
  const byReference = await app.inject({
    url: `/staff/enquiries/${second.reference}`,
    headers: { cookie: admin },
  })
  expect(byReference.statusCode).toBe(404)
  const sessions = (
    await app.inject({ url: '/api/staff/sessions?all=true', headers: { cookie: admin } })
  ).json()
  for (const session of sessions.sessions as { handle: string }[])
    expect(session.handle).toMatch(/^[\w-]{16}$/)
})

const SIGN_IN = '/staff/auth/sign-in?next='
