import { describe, expect, it } from 'vitest'
import { startContactAppsPerTest } from '../../tests/fixtures/contact-app.ts'
import { shortPayload } from '../../tests/fixtures/enquiry-fixtures.ts'
import { attributeOf, pageElements } from '../html/parse-page.ts'
import { CONTACT_PATH } from './contact.ts'

/** Pages on a static host or CDN, the API on this server (docs/operations.md). */
const PAGES = 'https://www.example.gov'
const FOREIGN = 'https://attacker.example'

const start = startContactAppsPerTest()
const startWithPages = () => start({ allowedOrigins: [PAGES] })

const preflight = (origin: string | undefined, method = 'POST') => ({
  method: 'OPTIONS' as const,
  url: CONTACT_PATH,
  headers: {
    ...(origin ? { origin } : {}),
    'access-control-request-method': method,
    'access-control-request-headers': 'content-type,idempotency-key',
  },
})

const formPost = (fields: Record<string, string>, headers: Record<string, string>) => ({
  method: 'POST' as const,
  url: CONTACT_PATH,
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    accept: 'text/html,application/xhtml+xml',
    ...headers,
  },
  payload: new URLSearchParams(fields).toString(),
})

describe('preflight', () => {
  it('lets an origin in ALLOWED_ORIGINS post JSON with the retry key, for a while, without credentials', async () => {
    const { app } = await startWithPages()
    const res = await app.inject(preflight(PAGES))
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe(PAGES)
    expect(res.headers['access-control-allow-methods']).toBe('POST')
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'idempotency-key', 'accept']))
    expect(Number(res.headers['access-control-max-age'])).toBeGreaterThan(0)
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(res.headers.vary)).toMatch(/\bOrigin\b/)
  })

  it('gives other origins, other methods and a server without ALLOWED_ORIGINS no CORS headers', async () => {
    const { app } = await startWithPages()
    const { app: closed } = await start()
    for (const res of [
      await app.inject(preflight(FOREIGN)),
      await app.inject(preflight('null')),
      await app.inject(preflight(PAGES, 'DELETE')),
      await app.inject(preflight(`${PAGES}.attacker.example`)),
      await closed.inject(preflight(PAGES)),
    ]) {
      expect(res.statusCode).toBe(204)
      expect(Object.keys(res.headers).filter((name) => name.startsWith('access-control-'))).toEqual([])
    }
  })

  it('answers a program that sends OPTIONS without Origin with the methods, and counts no preflight as an enquiry', async () => {
    const { app } = await start({ allowedOrigins: [PAGES], rateLimit: { max: 1, timeWindowMs: 60_000 } })
    const res = await app.inject({ method: 'OPTIONS', url: CONTACT_PATH })
    expect(res.statusCode).toBe(204)
    expect(res.headers.allow).toBe('OPTIONS, POST')
    for (let index = 0; index < 3; index += 1) await app.inject(preflight(PAGES))
    expect(
      (await app.inject({ method: 'POST', url: CONTACT_PATH, payload: shortPayload() })).statusCode,
    ).toBe(201)
  })
})

describe('answers to posts', () => {
  it('names the allowed origin on its answers, refusals included, and varies by Origin', async () => {
    const { postJson, repo } = await startWithPages()
    const stored = await postJson(shortPayload(), { origin: PAGES })
    expect(stored.statusCode).toBe(201)
    expect(stored.headers['access-control-allow-origin']).toBe(PAGES)
    expect(stored.headers['access-control-allow-credentials']).toBeUndefined()
    expect(String(stored.headers.vary)).toMatch(/\bOrigin\b/)
    const refused = await postJson({ ...shortPayload(), email: 'not-an-address' }, { origin: PAGES })
    expect(refused.statusCode).toBe(422)
    expect(refused.headers['access-control-allow-origin']).toBe(PAGES)
    expect(await repo.listEnquiries()).toHaveLength(1)
  })

  it('still refuses a foreign origin with 403 and no CORS headers, and answers programs as before', async () => {
    const { postJson, repo } = await startWithPages()
    const foreign = await postJson(shortPayload(), { origin: FOREIGN })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined()
    expect(String(foreign.headers.vary)).toMatch(/\bOrigin\b/)
    const program = await postJson(shortPayload())
    expect(program.statusCode).toBe(201)
    expect(program.headers['access-control-allow-origin']).toBeUndefined()
    expect(await repo.listEnquiries()).toHaveLength(1)
  })
})

describe('posts without JavaScript from the pages origin', () => {
  it('sends the visitor to the thank-you page on the pages origin', async () => {
    const { app } = await startWithPages()
    const res = await app.inject(formPost(shortPayload() as Record<string, string>, { origin: PAGES }))
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toMatch(new RegExp(`^${PAGES}/contact/thank-you\\?ref=`))
  })

  it('keeps its own pages and programs on relative addresses, and never redirects to an unlisted origin', async () => {
    const { app } = await startWithPages()
    const program = await app.inject(formPost(shortPayload() as Record<string, string>, {}))
    expect(program.headers.location).toMatch(/^\/contact\/thank-you\?ref=/)
    const own = await app.inject(
      formPost(shortPayload() as Record<string, string>, {
        host: 'www.globaltekforce.com',
        origin: 'https://www.globaltekforce.com',
      }),
    )
    expect(own.headers.location).toMatch(/^\/contact\/thank-you\?ref=/)
    const foreign = await app.inject(formPost(shortPayload() as Record<string, string>, { origin: FOREIGN }))
    expect(foreign.statusCode).toBe(403)
    expect(foreign.body).not.toContain(FOREIGN)
    expect(foreign.headers.location).toBeUndefined()
  })

  it('leads back from the problem page to the form on the pages origin', async () => {
    const { app } = await startWithPages()
    const res = await app.inject(
      formPost(
        { ...(shortPayload() as Record<string, string>), email: 'not-an-address' },
        { origin: PAGES, referer: `${PAGES}/` },
      ),
    )
    expect(res.statusCode).toBe(422)
    const hrefs = pageElements(res.body)
      .filter((element) => element.tagName === 'a')
      .map((element) => attributeOf(element, 'href') ?? '')
    expect(hrefs).toContain(`${PAGES}/contact`)
    expect(hrefs.filter((href) => href.startsWith('/'))).toEqual([])

    const fromServicePage = await app.inject(
      formPost(
        { ...(shortPayload() as Record<string, string>), email: 'not-an-address' },
        { origin: PAGES, referer: `${PAGES}/services/digital-transformation` },
      ),
    )
    expect(fromServicePage.body).toContain(`href="${PAGES}/services/digital-transformation"`)
  })
})
