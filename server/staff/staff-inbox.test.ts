import type { FastifyInstance } from 'fastify'
import { beforeAll, describe, expect, it } from 'vitest'
import { newEnquiry, type TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { SITE, signIn, signInRoles } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import { createApp } from '../app.ts'
import { openSqliteRepo } from '../db/sqlite.ts'
import type { NewEnquiry } from '../enquiries/enquiry-repo.ts'

/** A fresh database per test: SQLite, and PostgreSQL when TEST_DATABASE_URL is set. */
let testRepo: TestRepo
const staff = staffHarnessPerTest()
const start = () => staff.start(testRepo)

const MINUTE = 60_000
const SAME_ORIGIN = { origin: SITE }

const me = (app: FastifyInstance, cookie: string) => app.inject({ url: '/api/staff/me', headers: { cookie } })

const visitorEnquiry = (document: NewEnquiry['document'] = null): NewEnquiry =>
  newEnquiry({ message: 'Modernize our <b>budget</b> system.', document })

describeEachRepo('staff inbox on %s', (repoUnderTest) => {
  beforeAll(() => {
    testRepo = repoUnderTest
  })

  describe('session limits (fake clock)', () => {
    it('ends a session idle for 30 minutes, and activity keeps it alive until then', async () => {
      const { app, clock } = await start()
      const cookie = await signIn(app, 'vic')
      clock.advance(29 * MINUTE)
      expect((await me(app, cookie)).statusCode).toBe(200)
      clock.advance(29 * MINUTE)
      expect((await me(app, cookie)).statusCode).toBe(200)
      clock.advance(30 * MINUTE)
      expect((await me(app, cookie)).statusCode).toBe(401)
      // Deleted, not merely refused: going back in time does not revive it.
      clock.advance(-30 * MINUTE)
      expect((await me(app, cookie)).statusCode).toBe(401)
    })

    it('ends a session 12 hours after sign-in however active it is', async () => {
      const { app, clock, repo } = await start()
      const cookie = await signIn(app, 'vic')
      for (let elapsed = 0; elapsed < 12 * 60 - 25; elapsed += 25) {
        clock.advance(25 * MINUTE)
        expect((await me(app, cookie)).statusCode).toBe(200)
      }
      clock.advance(25 * MINUTE)
      expect((await me(app, cookie)).statusCode).toBe(401)
      expect(await repo.staff.listSessions()).toEqual([])
    })
  })

  describe('staff sessions', () => {
    it('signs a person out everywhere, leaving other people signed in', async () => {
      const { app } = await start()
      const laptop = await signIn(app, 'vic')
      const phone = await signIn(app, 'vic')
      const colleague = await signIn(app, 'hana')
      const listed = await app.inject({ url: '/api/staff/sessions', headers: { cookie: laptop } })
      expect(listed.json().sessions).toHaveLength(2)
      const ended = await app.inject({
        method: 'POST',
        url: '/api/staff/sessions/end-all',
        headers: { cookie: phone, ...SAME_ORIGIN },
      })
      expect(ended.statusCode).toBe(204)
      expect((await me(app, laptop)).statusCode).toBe(401)
      expect((await me(app, phone)).statusCode).toBe(401)
      expect((await me(app, colleague)).statusCode).toBe(200)
    })

    it('lets an administrator end anyone’s session, and nobody else end a colleague’s', async () => {
      const { app } = await start()
      const admin = await signIn(app, 'boss')
      const vic = await signIn(app, 'vic')
      const hana = await signIn(app, 'hana')
      const hanaHandle = (await me(app, hana)).json().session
      const vicHandle = (await me(app, vic)).json().session

      const byViewer = await app.inject({
        method: 'DELETE',
        url: `/api/staff/sessions/${hanaHandle}`,
        headers: { cookie: vic, ...SAME_ORIGIN },
      })
      expect(byViewer.statusCode).toBe(404)
      expect((await me(app, hana)).statusCode).toBe(200)

      const everyone = await app.inject({ url: '/api/staff/sessions?all=true', headers: { cookie: admin } })
      expect(
        everyone
          .json()
          .sessions.map((s: { email: string }) => s.email)
          .sort(),
      ).toEqual(['boss@globaltekforce.com', 'hana@globaltekforce.com', 'vic@globaltekforce.com'])
      const byAdmin = await app.inject({
        method: 'DELETE',
        url: `/api/staff/sessions/${vicHandle}`,
        headers: { cookie: admin, ...SAME_ORIGIN },
      })
      expect(byAdmin.statusCode).toBe(204)
      expect((await me(app, vic)).statusCode).toBe(401)
      expect((await me(app, admin)).statusCode).toBe(200)
    })

    it('lets an administrator remove someone who left: their sessions end at once, and the removal is audited', async () => {
      const { app, repo } = await start()
      const { admin, handler } = await signInRoles(app)
      const remove = await app.inject({
        method: 'POST',
        url: '/staff/members/remove',
        payload: 'email=Hana%40GlobalTekForce.com',
        headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
      })
      expect(remove.statusCode).toBe(303)
      expect((await me(app, handler)).statusCode).toBe(401)
      expect((await me(app, admin)).statusCode).toBe(200)
      expect((await repo.staff.listMembers()).map((member) => member.email)).not.toContain(
        'hana@globaltekforce.com',
      )
      expect(await repo.staff.listAudit(1)).toEqual([
        expect.objectContaining({
          actor: 'boss@globaltekforce.com',
          action: 'remove-member',
          target: 'hana@globaltekforce.com',
        }),
      ])
      // Signing in again, while the identity provider still admits the account, gives the viewer role only.
      const again = await signIn(app, 'hana')
      expect((await me(app, again)).json().role).toBe('viewer')
    })

    it('signs out with the header’s button and clears the cookie', async () => {
      const { app } = await start()
      const cookie = await signIn(app, 'vic')
      const out = await app.inject({
        method: 'POST',
        url: '/staff/auth/sign-out',
        headers: { cookie, ...SAME_ORIGIN },
      })
      expect(out.statusCode).toBe(303)
      expect(out.headers.location).toBe('/staff/auth/signed-out')
      expect(String(out.headers['set-cookie'])).toMatch(/^__Host-gtf-staff=; Path=\/; Max-Age=0/)
      expect((await me(app, cookie)).statusCode).toBe(401)
    })
  })

  describe('staff roles and request checks', () => {
    it('answers a viewer’s write with 403, and lets a handler make it once an administrator grants the role', async () => {
      const { app, repo } = await start()
      const admin = await signIn(app, 'boss')
      const vic = await signIn(app, 'vic')
      const retry = (cookie: string) =>
        app.inject({
          method: 'POST',
          url: '/api/staff/deliveries/00000000-0000-4000-8000-000000000000/retry',
          headers: { cookie, ...SAME_ORIGIN },
        })
      expect((await retry(vic)).statusCode).toBe(403)
      const promote = (cookie: string) =>
        app.inject({
          method: 'PUT',
          url: '/api/staff/members/vic@globaltekforce.com/role',
          payload: { role: 'handler' },
          headers: { cookie, ...SAME_ORIGIN },
        })
      expect((await promote(vic)).statusCode).toBe(403)
      expect((await promote(admin)).statusCode).toBe(200)
      // Allowed now; no such failed delivery, so 404 rather than 403.
      expect((await retry(vic)).statusCode).toBe(404)
      expect((await app.inject({ url: '/api/staff/audit', headers: { cookie: vic } })).statusCode).toBe(403)
      expect((await app.inject({ url: '/staff/audit', headers: { cookie: vic } })).statusCode).toBe(403)
      const auditPage = await app.inject({ url: '/staff/audit', headers: { cookie: admin } })
      expect(auditPage.statusCode).toBe(200)
      expect(auditPage.body).toContain('set-role')
      const hana = await signIn(app, 'hana')
      const viaForm = await app.inject({
        method: 'POST',
        url: '/staff/members/role',
        payload: 'email=hana%40globaltekforce.com&role=admin',
        headers: { cookie: hana, 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
      })
      expect(viaForm.statusCode).toBe(403)
      expect(viaForm.headers['content-type']).toMatch(/^text\/html/)
      expect((await me(app, hana)).json().role).toBe('viewer')
      const audit = await repo.staff.listAudit(50)
      expect(audit).toContainEqual(
        expect.objectContaining({
          actor: 'boss@globaltekforce.com',
          action: 'set-role',
          target: 'vic@globaltekforce.com',
          detail: 'handler',
        }),
      )
    })

    it('answers an API call without a session 401 and sends a page request to sign-in', async () => {
      const { app } = await start()
      for (const url of ['/api/staff/me', '/api/staff/enquiries', '/api/staff/sessions'])
        expect((await app.inject({ url })).statusCode).toBe(401)
      const page = await app.inject({ url: '/staff/sessions' })
      expect(page.statusCode).toBe(303)
      expect(page.headers.location).toBe('/staff/auth/sign-in?next=%2Fstaff%2Fsessions')
      const lateForm = await app.inject({
        method: 'POST',
        url: '/staff/sessions/end-all',
        headers: SAME_ORIGIN,
      })
      expect(lateForm.statusCode).toBe(401)
      expect(lateForm.body).toContain('<a href="/staff/auth/sign-in">Sign in</a>')
      const forged = await app.inject({
        url: '/api/staff/me',
        headers: { cookie: `__Host-gtf-staff=${'A'.repeat(43)}` },
      })
      expect(forged.statusCode).toBe(401)
    })

    it('refuses a state change from a foreign origin, or with no origin at all, even with a valid session', async () => {
      const { app } = await start()
      const cookie = await signIn(app, 'vic')
      const endAll = (headers: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/api/staff/sessions/end-all', headers: { cookie, ...headers } })
      expect((await endAll({ origin: 'https://evil.example' })).statusCode).toBe(403)
      expect((await endAll({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
      expect((await endAll({})).statusCode).toBe(403)
      const signOut = await app.inject({
        method: 'POST',
        url: '/staff/auth/sign-out',
        headers: { cookie, origin: 'https://evil.example' },
      })
      expect(signOut.statusCode).toBe(403)
      expect((await me(app, cookie)).statusCode).toBe(200)
      expect((await endAll({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(204)
    })
  })

  describe('status, owner and notes', () => {
    it('lets a handler set status and owner and add notes, kept in a history; a viewer is refused', async () => {
      const { app, repo } = await start()
      const { id } = await repo.insertWithNotification(visitorEnquiry(), new Date())
      const { handler: hana, viewer: vic } = await signInRoles(app)
      const patch = (cookie: string, payload: object) =>
        app.inject({
          method: 'PATCH',
          url: `/api/staff/enquiries/${id}`,
          payload,
          headers: { cookie, ...SAME_ORIGIN },
        })
      expect((await patch(vic, { status: 'closed' })).statusCode).toBe(403)
      expect((await patch(hana, { status: 'lost' })).statusCode).toBe(400)
      // Only people who may handle enquiries can own one.
      expect((await patch(hana, { owner: 'vic@globaltekforce.com' })).statusCode).toBe(400)
      expect((await patch(hana, { status: 'in-progress', owner: 'hana@globaltekforce.com' })).json()).toEqual(
        {
          status: 'in-progress',
          owner: 'hana@globaltekforce.com',
        },
      )
      // The HTML form: status only changes, the owner stays.
      const form = await app.inject({
        method: 'POST',
        url: `/staff/enquiries/${id}/handling`,
        payload: 'status=responded&owner=hana%40globaltekforce.com',
        headers: { cookie: hana, 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
      })
      expect(form.statusCode).toBe(303)
      const note = await app.inject({
        method: 'POST',
        url: `/api/staff/enquiries/${id}/notes`,
        payload: { body: 'Called <Ada>; sending a proposal.' },
        headers: { cookie: hana, ...SAME_ORIGIN },
      })
      expect(note.statusCode).toBe(201)
      const byViewer = await app.inject({
        method: 'POST',
        url: `/api/staff/enquiries/${id}/notes`,
        payload: { body: 'Not mine to write.' },
        headers: { cookie: vic, ...SAME_ORIGIN },
      })
      expect(byViewer.statusCode).toBe(403)
      const empty = await app.inject({
        method: 'POST',
        url: `/api/staff/enquiries/${id}/notes`,
        payload: { body: '   ' },
        headers: { cookie: hana, ...SAME_ORIGIN },
      })
      expect(empty.statusCode).toBe(400)

      const detail = (
        await app.inject({ url: `/api/staff/enquiries/${id}`, headers: { cookie: vic } })
      ).json()
      expect(detail.handling).toMatchObject({ status: 'responded', owner: 'hana@globaltekforce.com' })
      expect(detail.history.map((change: { status: string }) => change.status)).toEqual([
        'in-progress',
        'responded',
      ])
      expect(detail.notes).toEqual([
        expect.objectContaining({
          author: 'hana@globaltekforce.com',
          body: 'Called <Ada>; sending a proposal.',
        }),
      ])
      const page = await app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie: vic } })
      expect(page.body).toContain('Called &lt;Ada&gt;; sending a proposal.')
      expect(page.body).not.toContain('Save status and owner')
      const list = (await app.inject({ url: '/api/staff/enquiries', headers: { cookie: vic } })).json()
      expect(list.enquiries[0]).toMatchObject({ status: 'responded', owner: 'hana@globaltekforce.com' })

      const audit = JSON.stringify(await repo.staff.listAudit(100))
      expect(audit).toContain('change-handling')
      expect(audit).toContain('add-note')
      expect(audit).not.toContain('proposal')
      expect(audit).not.toContain('Ada')
    })
  })

  describe('deliveries', () => {
    it('lets a handler queue a failed delivery again from the enquiry page; a viewer is refused', async () => {
      const { app, repo } = await start()
      const { id } = await repo.insertWithNotification(visitorEnquiry(), new Date())
      const claim = async () =>
        (await repo.claimDueNotifications(new Date(), new Date(Date.now() + 60_000), 10, 'worker'))[0]?.id ??
        ''
      const firstTry = new Date('2026-05-04T08:00:05Z')
      expect(await repo.scheduleRetry(await claim(), firstTry, new Date(), '421 <try later>', 'worker')).toBe(
        true,
      )
      const lastTry = new Date('2026-05-04T08:00:35Z')
      expect(await repo.markFailed(await claim(), lastTry, '550 mailbox unavailable', 'worker')).toBe(true)
      const admin = await signIn(app, 'boss')
      const vic = await signIn(app, 'vic')
      const retry = (cookie: string, channel = 'sales-email') =>
        app.inject({
          method: 'POST',
          url: `/staff/enquiries/${id}/deliveries/${channel}/retry`,
          headers: { cookie, ...SAME_ORIGIN },
        })
      const page = await app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie: admin } })
      expect(page.body).toContain('Retry sales-email')
      const log = page.body.slice(page.body.indexOf('Delivery log'))
      expect(log).toMatch(
        /2026-05-04 08:00:05<\/td><td>failed<\/td><td>421 &lt;try later&gt;<\/td>.*2026-05-04 08:00:35<\/td><td>failed<\/td><td>550 mailbox unavailable</s,
      )
      expect((await retry(vic)).statusCode).toBe(403)
      expect((await retry(admin, 'webhook')).statusCode).toBe(404)
      const retried = await retry(admin)
      expect(retried.statusCode).toBe(303)
      expect(await repo.listNotifications('failed')).toEqual([])
      expect((await repo.listNotifications('pending')).map((pending) => pending.enquiryId)).toEqual([id])
      expect(await repo.staff.listAudit(1)).toEqual([
        expect.objectContaining({ action: 'retry-delivery', target: id, detail: 'sales-email' }),
      ])
    })
  })

  describe('inbox read views', () => {
    it('lists enquiries with each person’s unread state and shows one, escaped, with its strict policy', async () => {
      const { app, repo } = await start()
      const { id, reference } = await repo.insertWithNotification(visitorEnquiry(), new Date())
      const vic = await signIn(app, 'vic')
      const hana = await signIn(app, 'hana')
      const unread = async (cookie: string) =>
        (await app.inject({ url: '/api/staff/enquiries', headers: { cookie } })).json().enquiries[0].unread
      expect(await unread(vic)).toBe(true)

      const page = await app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie: vic } })
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain(reference)
      expect(page.body).toContain('Modernize our &lt;b&gt;budget&lt;/b&gt; system.')
      expect(page.headers['content-security-policy']).toContain("default-src 'self'")
      expect(page.headers['content-security-policy']).toContain("script-src 'self';")
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.body).not.toMatch(/<script/)

      expect(await unread(vic)).toBe(false)
      expect(await unread(hana)).toBe(true)
      const list = await app.inject({ url: '/staff', headers: { cookie: hana } })
      expect(list.body).toContain('<span class="badge">Unread</span>')
    })

    it('serves the document as an attachment that cannot render, and audits the download without visitor data', async () => {
      const { app, repo } = await start()
      const content = Buffer.from('<html><script>alert(1)</script></html>')
      const { id } = await repo.insertWithNotification(
        visitorEnquiry({
          storedName: 'x.pdf',
          originalName: 'Scope "final" ü.pdf',
          mediaType: 'application/pdf',
          content,
          sha256: 'hash',
        }),
        new Date(),
      )
      const cookie = await signIn(app, 'vic')
      const download = await app.inject({ url: `/staff/enquiries/${id}/document`, headers: { cookie } })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/octet-stream')
      expect(download.headers['content-disposition']).toBe(
        `attachment; filename="Scope _final_ _.pdf"; filename*=UTF-8''Scope%20%22final%22%20%C3%BC.pdf`,
      )
      expect(download.headers['x-content-type-options']).toBe('nosniff')
      expect(download.rawPayload.equals(content)).toBe(true)

      const audit = await repo.staff.listAudit(50)
      expect(audit).toContainEqual(expect.objectContaining({ action: 'download-document', target: id }))
      const recorded = JSON.stringify(audit)
      for (const visitorValue of [
        'Ada',
        'Byron',
        'ada@example.gov',
        'Example Agency',
        '703-555-0100',
        'Scope',
      ])
        expect(recorded).not.toContain(visitorValue)
    })

    it('still deletes an enquiry someone has read and handled, with its read marks, history and notes', async () => {
      const { app, repo } = await start()
      const { id } = await repo.insertWithNotification(visitorEnquiry(), new Date())
      const cookie = await signIn(app, 'vic')
      expect((await app.inject({ url: `/staff/enquiries/${id}`, headers: { cookie } })).statusCode).toBe(200)
      const at = new Date().toISOString()
      await repo.staff.changeHandling(id, {
        at,
        actor: 'boss@globaltekforce.com',
        status: 'closed',
        owner: null,
      })
      await repo.staff.addNote(id, {
        at,
        author: 'boss@globaltekforce.com',
        body: 'Ada asked to be forgotten.',
      })
      const deleted = await repo.deleteEnquiries([id], {
        at: new Date().toISOString(),
        action: 'delete',
        detail: 'erasure request',
      })
      expect(deleted.enquiries).toBe(1)
      expect(await repo.staff.listReadEnquiryIds('vic@globaltekforce.com')).toEqual(new Set())
      expect(await repo.staff.listNotes(id)).toEqual([])
      expect(await repo.staff.listHandlingHistory(id)).toEqual([])
    })

    it('keeps the inbox stylesheet and policy off public pages', async () => {
      const { app } = await start()
      const home = await app.inject({ url: '/' })
      expect(home.statusCode).toBe(200)
      expect(home.body).not.toContain('/staff/')
      expect(home.body).not.toContain('inbox-live')
      const css = await app.inject({ url: '/staff/assets/staff.css' })
      expect(css.headers['content-type']).toMatch(/^text\/css/)
      const script = await app.inject({ url: '/staff/assets/inbox-live.js' })
      expect(script.headers['content-type']).toMatch(/^text\/javascript/)
    })
  })
})

describe('without sign-in settings', () => {
  it('answers 404 for every staff path', async () => {
    const repo = openSqliteRepo(':memory:')
    const app = await createApp({
      clientDir: staff.clientDir(),
      logLevel: 'silent',
      enquiries: { repo, rateLimit: false, minFillMs: 0, thankYouPath: '/contact/thank-you' },
    })
    try {
      for (const url of ['/staff', '/staff/auth/sign-in', '/staff/auth/callback?state=x', '/api/staff/me'])
        expect((await app.inject({ url })).statusCode, url).toBe(404)
      const post = await app.inject({
        method: 'POST',
        url: '/api/staff/sessions/end-all',
        headers: SAME_ORIGIN,
      })
      expect(post.statusCode).toBe(404)
    } finally {
      await app.close()
      await repo.close()
    }
  })
})
