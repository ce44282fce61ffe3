import { beforeAll, expect, it } from 'vitest'
import { shortEnquiry, type TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { SITE, signInRoles } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import { toCsv } from '../enquiries/enquiry-csv.ts'
import type { NewEnquiry } from '../enquiries/enquiry-repo.ts'

let testRepo: TestRepo
const staff = staffHarnessPerTest()
const start = () => staff.start(testRepo)

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }

const enquiryFrom = (email: string, company: string): NewEnquiry =>
  shortEnquiry('Ada Byron', { email, company })

describeEachRepo('exports and privacy requests on %s', (repoUnderTest) => {
  beforeAll(() => {
    testRepo = repoUnderTest
  })

  it("lets only an administrator export, with the CLI's neutralized CSV, from the site's own pages", async () => {
    const { app, repo } = await start()
    await repo.insertWithNotification(enquiryFrom('ada@example.gov', '=HYPERLINK("http://evil")'), new Date())
    const { admin, handler, viewer } = await signInRoles(app)
    const post = (cookie: string, origin = SITE) =>
      app.inject({ method: 'POST', url: '/staff/export/enquiries.csv', headers: { cookie, origin } })
    expect((await post(viewer)).statusCode).toBe(403)
    expect((await post(handler)).statusCode).toBe(403)
    expect((await app.inject({ url: '/staff/export', headers: { cookie: handler } })).statusCode).toBe(403)
    expect((await post(admin, 'https://evil.example')).statusCode).toBe(403)
    const csv = await post(admin)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/^text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(csv.body).toBe(toCsv(await repo.listEnquiries()))
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`)
    const entries = (await repo.staff.listAudit(50)).filter((entry) => entry.action === 'export-enquiries')
    expect(entries).toEqual([
      expect.objectContaining({ actor: 'boss@globaltekforce.com', detail: '1 enquiries' }),
    ])
  })

  it("finds, copies and (after confirming) deletes one person's enquiries, auditing counts only", async () => {
    const { app, repo } = await start()
    const mine = await repo.insertWithNotification(
      enquiryFrom('Ada@Example.gov', 'Example Agency'),
      new Date(),
    )
    const other = await repo.insertWithNotification(enquiryFrom('grace@example.gov', 'Navy'), new Date())
    const { admin, handler, viewer } = await signInRoles(app)
    const post = (cookie: string, url: string, form: string, origin = SITE) =>
      app.inject({ method: 'POST', url, payload: form, headers: { cookie, origin, ...FORM } })

    for (const cookie of [viewer, handler]) {
      expect((await post(cookie, '/staff/privacy/find', 'email=ada%40example.gov')).statusCode).toBe(403)
      expect((await post(cookie, '/staff/privacy/export', 'email=ada%40example.gov')).statusCode).toBe(403)
      expect(
        (await post(cookie, '/staff/privacy/delete', `email=ada%40example.gov&confirm=yes&id=${mine.id}`))
          .statusCode,
      ).toBe(403)
    }
    expect(
      (await post(admin, '/staff/privacy/find', 'email=ada%40example.gov', 'https://evil.example'))
        .statusCode,
    ).toBe(403)
    expect((await post(admin, '/staff/privacy/find', 'email=')).statusCode).toBe(400)

    const found = await post(admin, '/staff/privacy/find', 'email=ada%40example.gov')
    expect(found.statusCode).toBe(200)
    expect(found.body).toContain(mine.reference)
    expect(found.body).not.toContain(other.reference)

    const copy = await post(admin, '/staff/privacy/export', 'email=ada%40example.gov')
    expect(copy.headers['content-disposition']).toMatch(/^attachment;/)
    expect(copy.json().enquiries.map((enquiry: { id: string }) => enquiry.id)).toEqual([mine.id])

    const confirm = await post(admin, '/staff/privacy/delete', 'email=ada%40example.gov')
    expect(confirm.statusCode).toBe(200)
    expect(confirm.body).toContain('Yes, delete 1 enquiry')
    expect(await repo.getEnquiry(mine.id)).not.toBeNull()

    // An id that is not this person's is ignored, whatever the form says.
    const deleted = await post(
      admin,
      '/staff/privacy/delete',
      `email=ada%40example.gov&confirm=yes&id=${mine.id}&id=${other.id}`,
    )
    expect(deleted.statusCode).toBe(200)
    expect(deleted.body).toContain('Deleted 1 enquiry')
    expect(await repo.getEnquiry(mine.id)).toBeNull()
    expect(await repo.getEnquiry(other.id)).not.toBeNull()

    const audit = await repo.staff.listAudit(50)
    const privacy = audit.filter((entry) => entry.action.startsWith('privacy-'))
    expect(privacy.map((entry) => entry.action).toSorted()).toEqual([
      'privacy-delete',
      'privacy-export',
      'privacy-find',
    ])
    expect(privacy.find((entry) => entry.action === 'privacy-delete')?.detail).toBe(
      '1 enquiries, 0 documents',
    )
    expect(JSON.stringify(audit).toLowerCase()).not.toContain('ada@example.gov')
  })
})
