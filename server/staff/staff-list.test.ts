import { beforeAll, expect, it } from 'vitest'
import { shortEnquiry, type TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { signIn } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import type { NewEnquiry } from '../enquiries/enquiry-repo.ts'

let testRepo: TestRepo
const staff = staffHarnessPerTest()
const start = () => staff.start(testRepo)

const enquiryFrom = (name: string, company: string): NewEnquiry => shortEnquiry(name, { company })

describeEachRepo('inbox list on %s', (repoUnderTest) => {
  beforeAll(() => {
    testRepo = repoUnderTest
  })

  it('finds an enquiry by its reference, name, company or e-mail address', async () => {
    const { app, repo } = await start()
    const first = await repo.insertWithNotification(enquiryFrom('Ada Byron', 'Example Agency'), new Date())
    const second = await repo.insertWithNotification(enquiryFrom('Grace Hopper', 'Navy'), new Date())
    const cookie = await signIn(app, 'vic')
    const search = (q: string) =>
      app.inject({ url: `/staff?q=${encodeURIComponent(q)}`, headers: { cookie } })

    const byReference = await search(second.reference.toLowerCase())
    expect(byReference.statusCode).toBe(200)
    expect(byReference.body).toContain(second.reference)
    expect(byReference.body).not.toContain(first.reference)
    expect(byReference.body).toContain(`value="${second.reference.toLowerCase()}"`)
    // A search result keeps updating itself, with the search passed on to each poll.
    expect(byReference.body).toContain(`data-query="q=${second.reference.toLowerCase()}"`)

    expect((await search('example agency')).body).toContain(first.reference)
    for (const query of ['grace HOPPER', 'grace@example.gov']) {
      const found = (await search(query)).body
      expect(found, query).toContain(second.reference)
      expect(found, query).not.toContain(first.reference)
    }
    const none = await search('<b>nobody</b>')
    expect(none.body).toContain('Nothing matches your search and filters.')
    expect(none.body).toContain('value="&lt;b&gt;nobody&lt;/b&gt;"')

    const api = await app.inject({ url: `/api/staff/enquiries?q=${first.reference}`, headers: { cookie } })
    expect(api.json().enquiries.map((row: { id: string }) => row.id)).toEqual([first.id])
  })

  it("answers only newer enquiries to the list page's poll, and audits only answers with some", async () => {
    const { app, repo, clock } = await start()
    const first = await repo.insertWithNotification(enquiryFrom('Ada Byron', 'Example Agency'), clock.now())
    const cookie = await signIn(app, 'vic')
    const list = await app.inject({ url: '/staff', headers: { cookie } })
    const [, since] = /data-since="([^"]+)"/.exec(list.body) ?? []
    expect(since).toBe((await repo.getEnquiry(first.id))?.createdAt)
    expect(list.body).toContain('<script src="/staff/assets/inbox-live.js" defer></script>')
    expect(list.body).toMatch(/aria-live="polite"/)

    const poll = () =>
      app.inject({
        url: `/api/staff/enquiries?since=${encodeURIComponent(since ?? '')}`,
        headers: { cookie },
      })
    const audited = async () => (await repo.staff.listAudit(500)).length
    const before = await audited()
    expect((await poll()).json().enquiries).toEqual([])
    expect(await audited()).toBe(before)

    clock.advance(1000)
    const second = await repo.insertWithNotification(enquiryFrom('Grace Hopper', 'Navy'), clock.now())
    const answer = (await poll()).json().enquiries
    expect(answer).toEqual([
      expect.objectContaining({
        id: second.id,
        reference: second.reference,
        unread: true,
        statusLabel: 'New',
      }),
    ])
    expect(await audited()).toBe(before + 1)

    const malformed = await app.inject({ url: '/api/staff/enquiries?since=yesterday', headers: { cookie } })
    expect(malformed.statusCode).toBe(400)
  })
})
