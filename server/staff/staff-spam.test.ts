import type { FastifyInstance } from 'fastify'
import { beforeAll, expect, it } from 'vitest'
import { shortPayload } from '../../contract/sample-enquiries.ts'
import type { TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { SITE, signInRoles } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import { SpamAlreadyGone } from '../enquiries/enquiry-repo.ts'

let testRepo: TestRepo
const staff = staffHarnessPerTest()
const start = () => staff.start(testRepo)

const SAME_ORIGIN = { origin: SITE }

/** A person whose browser filled the hidden field: told it arrived, held as spam. */
const postTrapped = (app: FastifyInstance, overrides: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: shortPayload({ website: 'filled-by-browser', name: 'Rita Real', ...overrides }),
  })

describeEachRepo('spam view on %s', (repoUnderTest) => {
  beforeAll(() => {
    testRepo = repoUnderTest
  })

  it('holds a honeypot discard apart and lets a handler move it into the inbox with its notification', async () => {
    const { app, repo } = await start()
    const trapped = await postTrapped(app)
    expect(trapped.statusCode).toBe(201)
    expect(await repo.listEnquiries()).toEqual([])
    expect(await repo.countPendingNotifications()).toBe(0)
    const [held] = await repo.spam.list()
    if (!held) throw new Error('nothing held')
    const { admin, handler } = await signInRoles(app)

    const foreign = await app.inject({
      method: 'POST',
      url: `/staff/spam/${held.id}/release`,
      headers: { cookie: handler, origin: 'https://evil.example' },
    })
    expect(foreign.statusCode).toBe(403)

    const page = await app.inject({ url: '/staff/spam', headers: { cookie: handler } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Rita Real')
    expect(page.body).toContain('Filled the hidden field')
    expect(page.body).toContain(`action="/staff/spam/${held.id}/release"`)
    expect(page.body).not.toMatch(/<script/)

    const released = await app.inject({
      method: 'POST',
      url: `/staff/spam/${held.id}/release`,
      headers: { cookie: handler, ...SAME_ORIGIN },
    })
    expect(released.statusCode).toBe(303)
    const [enquiry] = await repo.listEnquiries()
    expect(enquiry).toMatchObject({ name: 'Rita Real', email: shortPayload().email })
    expect(released.headers.location).toBe(`/staff/enquiries/${enquiry?.id}`)
    expect(await repo.countPendingNotifications()).toBe(1)
    expect(await repo.spam.list()).toEqual([])

    const again = await app.inject({
      method: 'POST',
      url: `/staff/spam/${held.id}/release`,
      headers: { cookie: handler, ...SAME_ORIGIN },
    })
    expect(again.statusCode).toBe(404)
    expect(await repo.listEnquiries()).toHaveLength(1)

    const audit = await app.inject({ url: '/api/staff/audit', headers: { cookie: admin } })
    const entries = audit.json().entries as { action: string; target: string | null; detail: string }[]
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'release-spam', target: enquiry?.id, detail: 'honeypot' }),
    )
    expect(entries).toContainEqual(expect.objectContaining({ action: 'view-spam', detail: '1 held' }))
    // The audit log holds no visitor data.
    expect(JSON.stringify(entries)).not.toContain('Rita')
  })

  it('lets a viewer read the held submissions and their reasons, but not move one out', async () => {
    const { app, repo } = await start()
    await postTrapped(app)
    const [held] = await repo.spam.list()
    if (!held) throw new Error('nothing held')
    const { admin, viewer } = await signInRoles(app)

    const page = await app.inject({ url: '/staff/spam', headers: { cookie: viewer } })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Rita Real')
    expect(page.body).toContain('Filled the hidden field')
    expect(page.body).toContain('<a href="/staff/spam">Spam</a>')
    expect(page.body).not.toContain(`/staff/spam/${held.id}/release`)
    expect(page.body).not.toMatch(/<button[^>]*>Not spam</)
    expect(page.body).toContain('A handler or administrator can move it into the inbox')
    const api = await app.inject({ url: '/api/staff/spam', headers: { cookie: viewer } })
    expect(api.statusCode).toBe(200)
    expect(api.json().held).toEqual([expect.objectContaining({ id: held.id, reason: 'honeypot' })])

    for (const url of [`/staff/spam/${held.id}/release`, `/api/staff/spam/${held.id}/release`]) {
      const release = await app.inject({ method: 'POST', url, headers: { cookie: viewer, ...SAME_ORIGIN } })
      expect(`${url} ${release.statusCode}`).toBe(`${url} 403`)
    }
    expect(await repo.spam.list()).toEqual([held])
    expect(await repo.listEnquiries()).toEqual([])
    expect(await repo.countPendingNotifications()).toBe(0)

    const audit = await app.inject({ url: '/api/staff/audit', headers: { cookie: admin } })
    const entries = audit.json().entries as { actor: string; action: string; detail: string }[]
    const viewerSpam = entries.filter(
      (entry) => entry.actor === 'vic@globaltekforce.com' && entry.action.endsWith('-spam'),
    )
    expect(viewerSpam.map(({ action, detail }) => `${action} ${detail}`)).toEqual([
      'view-spam 1 held',
      'view-spam 1 held',
    ])
  })

  it('keeps a held submission that is not a complete enquiry where it is', async () => {
    const { app, repo } = await start()
    await postTrapped(app, { email: 'not an address' })
    const [held] = await repo.spam.list()
    const { handler } = await signInRoles(app)
    const refused = await app.inject({
      method: 'POST',
      url: `/api/staff/spam/${held?.id}/release`,
      headers: { cookie: handler, ...SAME_ORIGIN },
    })
    expect(refused.statusCode).toBe(422)
    expect(await repo.listEnquiries()).toEqual([])
    expect(await repo.spam.list()).toHaveLength(1)
  })

  it('stores nothing when the held submission is already gone (one transaction)', async () => {
    const { repo } = await start()
    const enquiry = {
      form: 'short' as const,
      service: 'digital-transformation' as const,
      name: 'Rita Real',
      firstName: null,
      lastName: null,
      email: 'rita@example.gov',
      phone: '',
      company: '',
      title: '',
      projectType: null,
      message: 'Hello there, a real message.',
      document: null,
    }
    await expect(
      repo.insertWithNotification(enquiry, new Date(), {
        releasesSpam: '00000000-0000-4000-8000-000000000009',
      }),
    ).rejects.toBeInstanceOf(SpamAlreadyGone)
    expect(await repo.listEnquiries()).toEqual([])
    expect(await repo.countPendingNotifications()).toBe(0)
  })
})
