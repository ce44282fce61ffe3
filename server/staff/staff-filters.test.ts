import { beforeAll, expect, it } from 'vitest'
import { shortEnquiry, type TestRepo } from '../../tests/fixtures/enquiry-fixtures.ts'
import { describeEachRepo } from '../../tests/support/postgres.ts'
import { signIn } from '../../tests/support/staff-harness.ts'
import { staffHarnessPerTest } from '../../tests/support/staff-harness-per-test.ts'
import type { NewEnquiry } from '../enquiries/enquiry-repo.ts'
import { STAFF_LIVE_SCRIPT } from './staff-live-script.ts'

let testRepo: TestRepo
const staff = staffHarnessPerTest()
const start = () => staff.start(testRepo)

const consultation = (name: string, overrides: Partial<NewEnquiry> = {}): NewEnquiry =>
  shortEnquiry(name, {
    form: 'consultation',
    service: null,
    firstName: name.split(' ')[0] ?? name,
    lastName: name.split(' ')[1] ?? name,
    projectType: 'other',
    ...overrides,
  })

const HANDLER = 'hana@globaltekforce.com'
const DAY = 24 * 60 * 60 * 1000

describeEachRepo('inbox search and filters on %s', (repoUnderTest) => {
  beforeAll(() => {
    testRepo = repoUnderTest
  })

  /** Four enquiries on four days, one of them taken and in progress, and a signed-in viewer. */
  async function seeded() {
    const harness = await start()
    const { app, repo, clock } = harness
    const at = (days: number) => new Date(Date.parse('2026-03-01T12:00:00Z') + days * DAY)
    const ada = await repo.insertWithNotification(shortEnquiry('Ada Byron'), at(0))
    const grace = await repo.insertWithNotification(
      consultation('Grace Hopper', { company: 'Navy', message: 'Compiler MIGRATION for COBOL systems.' }),
      at(1),
    )
    const alan = await repo.insertWithNotification(
      shortEnquiry('Alan Turing', { service: 'database-infrastructure', company: 'Bletchley' }),
      at(2),
    )
    const edsger = await repo.insertWithNotification(
      consultation('Edsger Dijkstra', { company: 'Eindhoven' }),
      at(3),
    )
    // Hana signs in once, then becomes a handler and takes Grace's enquiry.
    await signIn(app, 'hana')
    await repo.staff.setRole(HANDLER, 'handler')
    await repo.staff.changeHandling(grace.id, {
      at: clock.now().toISOString(),
      actor: HANDLER,
      status: 'in-progress',
      owner: HANDLER,
    })
    const cookie = await signIn(app, 'vic')
    const page = (query: string) => app.inject({ url: `/staff?${query}`, headers: { cookie } })
    const api = (query: string) => app.inject({ url: `/api/staff/enquiries?${query}`, headers: { cookie } })
    const apiIds = async (query: string) => {
      const response = await api(query)
      expect(response.statusCode).toBe(200)
      return response.json().enquiries.map((row: { id: string }) => row.id)
    }
    const shown = (body: string, enquiries: { id: string; reference: string }[]) =>
      enquiries
        .filter((enquiry) => body.includes(`>${enquiry.reference}<`))
        .toSorted((a, b) => body.indexOf(`>${a.reference}<`) - body.indexOf(`>${b.reference}<`))
        .map((enquiry) => enquiry.id)
    return { ...harness, cookie, page, api, apiIds, shown, ada, grace, alan, edsger }
  }

  it('finds words of the message, whatever their case, on the page and in the API', async () => {
    const { page, apiIds, shown, ada, grace, alan, edsger } = await seeded()
    const all = [ada, grace, alan, edsger]
    const result = await page('q=migration+FOR+cobol')
    expect(result.statusCode).toBe(200)
    expect(shown(result.body, all)).toEqual([grace.id])
    expect(await apiIds('q=compiler')).toEqual([grace.id])
    // The reference still counts, in any case.
    expect(await apiIds(`q=${alan.reference.toLowerCase()}`)).toEqual([alan.id])
    expect(await apiIds('q=EINDHOVEN')).toEqual([edsger.id])
  })

  it('narrows by status, form, service, owner and received date, one at a time', async () => {
    const { page, apiIds, shown, ada, grace, alan, edsger } = await seeded()
    const all = [ada, grace, alan, edsger]
    expect(await apiIds('status=in-progress')).toEqual([grace.id])
    expect(await apiIds('status=new')).toEqual([edsger.id, alan.id, ada.id])
    expect(await apiIds('form=consultation')).toEqual([edsger.id, grace.id])
    expect(await apiIds('service=database-infrastructure')).toEqual([alan.id])
    expect(await apiIds(`owner=${encodeURIComponent(HANDLER)}`)).toEqual([grace.id])
    expect(await apiIds('owner=nobody')).toEqual([edsger.id, alan.id, ada.id])
    expect(await apiIds('from=2026-03-03')).toEqual([edsger.id, alan.id])
    expect(await apiIds('to=2026-03-02')).toEqual([grace.id, ada.id])
    expect(await apiIds('from=2026-03-02&to=2026-03-02')).toEqual([grace.id])

    const byService = await page('service=database-infrastructure')
    expect(shown(byService.body, all)).toEqual([alan.id])
    expect(byService.body).toMatch(/<option value="database-infrastructure" selected>/)
    expect(byService.body).toContain('<a href="/staff">Clear filters</a>')
  })

  it('combines every filter with AND', async () => {
    const { page, apiIds, shown, ada, grace, alan, edsger } = await seeded()
    const all = [ada, grace, alan, edsger]
    const query = 'form=consultation&status=new&from=2026-03-02&q=dijkstra'
    expect(await apiIds(query)).toEqual([edsger.id])
    expect(shown((await page(query)).body, all)).toEqual([edsger.id])
    expect(await apiIds('form=consultation&status=new&to=2026-03-02')).toEqual([])
    const none = await page('form=short&owner=nobody&q=navy')
    expect(shown(none.body, all)).toEqual([])
    expect(none.body).toContain('Nothing matches your search and filters.')
  })

  it('offers labelled controls, every handler as an owner, and the services the forms name', async () => {
    const { page } = await seeded()
    const { body } = await page('')
    for (const [id, text] of [
      ['q', 'Search reference, name, organization, e-mail or message'],
      ['status', 'Status'],
      ['form', 'Form'],
      ['service', 'Service'],
      ['owner', 'Owner'],
      ['from', 'Received from'],
      ['to', 'Received to'],
    ])
      expect(body).toContain(`<label for="${id}">${text}</label>`)
    expect(body).toContain('<input id="from" name="from" type="date" value="">')
    expect(body).toContain(`<option value="${HANDLER}">${HANDLER}</option>`)
    // A viewer cannot be given an enquiry, so is not offered as its owner.
    expect(body).not.toContain('<option value="vic@globaltekforce.com">')
    expect(body).toContain(
      '<option value="database-infrastructure">Database &amp; Infrastructure Management page</option>',
    )
    expect(body).not.toContain('Clear filters')
  })

  it('refuses bad values in the API and ignores them, saying so, on the page', async () => {
    const { page, api, shown, ada, grace, alan, edsger } = await seeded()
    const all = [ada, grace, alan, edsger]
    for (const query of [
      'status=archived',
      'form=long',
      'service=catering',
      'owner=someone%40example.com',
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-03-04&to=2026-03-01',
      'status=new&status=closed',
    ]) {
      const refused = await api(query)
      expect(refused.statusCode, query).toBe(400)
      expect(refused.json().error).toBe('invalid_filter')
    }
    const ignored = await page('status=%3Cb%3Earchived%3C%2Fb%3E&form=consultation')
    expect(ignored.statusCode).toBe(200)
    expect(ignored.body).toContain('role="alert"')
    expect(ignored.body).toContain('Unknown status &quot;&lt;b&gt;archived&lt;/b&gt;&quot;')
    // The good filter still applies.
    expect(shown(ignored.body, all)).toEqual([edsger.id, grace.id])
    const badDate = await page('to=2026-13-01')
    expect(badDate.statusCode).toBe(200)
    expect(badDate.body).toContain('is not a date')
    expect(shown(badDate.body, all)).toHaveLength(4)
  })

  it('keeps the live list to what the filters allow', async () => {
    const { repo, clock, page, api } = await seeded()
    const list = await page('form=short&q=byron')
    const [, since] = /data-since="([^"]+)"/.exec(list.body) ?? []
    const [, query] = /data-query="([^"]*)"/.exec(list.body) ?? []
    expect(query?.replaceAll('&amp;', '&')).toBe('q=byron&form=short')
    expect(list.body).toContain('<script src="/staff/assets/inbox-live.js" defer></script>')
    // The script adds the page's query to its poll.
    expect(STAFF_LIVE_SCRIPT).toContain('encodeURIComponent(since) + query')
    expect(STAFF_LIVE_SCRIPT).toContain("rows.dataset.query ? '&' + rows.dataset.query : ''")

    clock.advance(1000)
    const other = await repo.insertWithNotification(consultation('Lord Byron'), clock.now())
    const match = await repo.insertWithNotification(shortEnquiry('Ada Byron'), clock.now())
    const poll = await api(`since=${encodeURIComponent(since ?? '')}&${query?.replaceAll('&amp;', '&')}`)
    expect(poll.json().enquiries.map((row: { id: string }) => row.id)).toEqual([match.id])
    expect(other.id).not.toBe(match.id)
  })
})
