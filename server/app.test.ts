import { readFile, rm } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ASSET_PATH, createSiteFixture, FIXTURE } from '../tests/fixtures/site-fixture.ts'
import { createApp } from './app.ts'
import { HEADERS_FILE, INLINE_HASHES_FILE } from './http/security-headers.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'

let clientDir: string
let app: FastifyInstance
/** The same app also listens, for requests that must reach it unnormalized. */
let port: number

beforeAll(async () => {
  clientDir = await createSiteFixture()
  app = await createApp({ clientDir, logLevel: 'silent' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  port = (app.server.address() as AddressInfo).port
})

afterAll(async () => {
  await app?.close()
  if (clientDir) await rm(clientDir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

/** A request over a real socket, so the path reaches the server byte for byte (no client-side normalizing). */
function rawGet(
  port: number,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

describe('pages', () => {
  it.each([
    ['/', FIXTURE.home],
    ['/about', FIXTURE.about],
    ['/services/sap', FIXTURE.sap],
  ])('GET %s answers 200 text/html with its prerendered page', async (url, body) => {
    const res = await get(url)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toBe(body)
  })

  it('HEAD /about answers 200 with no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/about' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.body).toBe('')
  })

  it('serves the precompressed page when the client accepts brotli', async () => {
    const res = await get('/about', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.rawPayload.equals(await readFile(join(clientDir, 'about/index.html.br')))).toBe(true)
  })

  it('serves other built files as they are', async () => {
    const data = await get('/about.data')
    expect(data.statusCode).toBe(200)
    expect(data.body).toBe(FIXTURE.aboutData)
    const icon = await get('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(icon.body).toBe(FIXTURE.favicon)
  })
})

describe('sitemap and robots', () => {
  it('GET /sitemap.xml answers 200 with XML', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/xml/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(FIXTURE.sitemap)
  })

  it('GET /robots.txt answers 200 with UTF-8 plain text', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(FIXTURE.robots)
  })
})

describe('not found', () => {
  it.each([
    '/nope',
    '/services/nope',
    '/about/nope',
    '/index.html',
    '/404.html',
    '/404',
    `${ASSET_PATH}.br`,
    `/${HEADERS_FILE}`,
    `/${INLINE_HASHES_FILE}`,
  ])('GET %s answers 404 with the not-found page', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toBe(FIXTURE.notFound)
  })

  it('HEAD on an unknown path answers 404', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/nope' })
    expect(res.statusCode).toBe(404)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'] as const)(
    '%s to an unknown path answers 404, never 5xx',
    async (method) => {
      const res = await app.inject({ method, url: '/nope', payload: { a: 1 } })
      expect(res.statusCode).toBe(404)
    },
  )

  it('POST to a page path answers 404, never 5xx', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/about',
      payload: 'x=1',
      headers: { 'content-type': 'text/plain' },
    })
    expect(res.statusCode).toBe(404)
  })

  it('a malformed percent-encoding answers 4xx', async () => {
    const res = await get('/%E0%A4%A')
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
  })
})

describe('path traversal', () => {
  const attempts = [
    '/../package.json',
    '/assets/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/..%2f..%2fetc%2fpasswd',
    '/assets/..%2f..%2fpackage.json',
    '/%2e%2e%5c%2e%2e%5cpackage.json',
  ]

  it.each(attempts)('inject %s answers 404 with the not-found page', async (url) => {
    const res = await get(url)
    expect(res.statusCode).toBe(404)
    expect(res.body).toBe(FIXTURE.notFound)
  })

  describe('over a real socket', () => {
    it.each(attempts)('GET %s answers 404 and never a file outside the build', async (path) => {
      const res = await rawGet(port, path)
      expect(res.status).toBe(404)
      expect(res.body).toBe(FIXTURE.notFound)
      expect(res.body).not.toContain('root:')
      expect(res.body).not.toContain('"devDependencies"')
    })
  })
})

describe('the thank-you page', () => {
  it('shows a well-formed reference from ?ref= as text, for visitors without JavaScript', async () => {
    const res = await get('/contact/thank-you?ref=GTF-2026-000123')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain(
      '<p id="enquiry-reference" class="empty:hidden">Your reference: GTF-2026-000123</p>',
    )
    expect(res.headers['content-security-policy']).toBe(
      (await get('/contact/thank-you')).headers['content-security-policy'],
    )
    expect(res.headers['cache-control']).toBe('private, no-store')
  })

  it.each([
    'GTF-2026-00012<script>',
    '%3Cscript%3Ealert(1)%3C/script%3E',
    'GTF-2026-000123%0A',
    'XYZ-2026-000123',
  ])('shows the page as built for ?ref=%s', async (ref) => {
    const res = await get(`/contact/thank-you?ref=${ref}`)
    expect(res.statusCode).toBe(200)
    expect(res.body).toBe(FIXTURE.thankYou)
  })
})

describe('redirects', () => {
  it('/about/ answers 301 to /about', async () => {
    const res = await get('/about/')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/about')
  })

  it('keeps the query string', async () => {
    const res = await get('/about/?x=1')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/about?x=1')
  })

  it('collapses repeated trailing slashes', async () => {
    const res = await get('/services/sap//')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/services/sap')
  })

  it.each(['//evil.example/', '//evil.example/about/', '///evil.example/about/', '/\\evil.example/about/'])(
    '%s never redirects to another host',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBeLessThan(500)
      const location = res.headers.location
      if (location === undefined) return
      expect(String(location)).toMatch(/^\/(?![/\\])/)
      expect(new URL(String(location), 'https://site.test').host).toBe('site.test')
    },
  )
})

describe('redirects never loop or leave the site', () => {
  it.each(['/about%2F', '/%2F', '/about/%2f?x=1'])('%s does not redirect to itself', async (url) => {
    const res = await get(url)
    expect(res.headers.location).not.toBe(url)
  })

  describe('over a real socket', () => {
    it('GET /\\evil.example/about/ never redirects to another host', async () => {
      const res = await rawGet(port, '/\\evil.example/about/')
      const location = String(res.headers.location ?? '/')
      expect(location).toMatch(/^\/(?![/\\])/)
    })
  })
})

describe('redirects from old addresses', () => {
  let redirecting: FastifyInstance
  beforeAll(async () => {
    redirecting = await createApp({
      clientDir,
      logLevel: 'silent',
      redirects: [
        { from: '/services/sap-erp', to: '/services/sap' },
        { from: '/company', to: '/about' },
      ],
    })
  })
  afterAll(async () => {
    await redirecting?.close()
  })

  it.each([
    ['/services/sap-erp', '/services/sap'],
    ['/company', '/about'],
    ['/company?utm_source=proposal&x=1', '/about?utm_source=proposal&x=1'],
  ])('GET %s answers 301 to %s', async (url, location) => {
    const res = await redirecting.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe(location)
  })

  it('HEAD answers 301 with the same Location', async () => {
    const res = await redirecting.inject({ method: 'HEAD', url: '/services/sap-erp?ref=mail' })
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/services/sap?ref=mail')
    expect(res.body).toBe('')
  })

  it('still answers an unknown path, and a page, as before', async () => {
    const unknown = await redirecting.inject({ method: 'GET', url: '/services/sap-erp-old' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe(FIXTURE.notFound)
    const page = await redirecting.inject({ method: 'GET', url: '/services/sap' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe(FIXTURE.sap)
  })

  it('refuses to start with a redirect to a page the build lacks, or from a built page', async () => {
    const start = (from: string, to: string) =>
      createApp({ clientDir, logLevel: 'silent', redirects: [{ from, to }] })
    await expect(start('/services/sap-erp', '/services/sap-s4')).rejects.toThrow(/rebuild the site/)
    await expect(start('/about', '/services/sap')).rejects.toThrow(/rebuild the site/)
  })
})

describe('health check', () => {
  it('GET /healthz answers 200 {status: ok}', async () => {
    const res = await get('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({ status: 'ok' })
  })
})

describe('caching', () => {
  it('hashed assets are cached for a year and immutable', async () => {
    const res = await get(ASSET_PATH)
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
  })

  it.each(['/', '/about', '/services/sap', '/about.data', '/favicon.svg'])(
    '%s is revalidated (no-cache)',
    async (url) => {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )
})

describe('precompressed assets', () => {
  const assetFile = (suffix = '') => readFile(join(clientDir, `${ASSET_PATH.slice(1)}${suffix}`))

  it('sends the brotli copy when brotli is accepted', async () => {
    const res = await get(ASSET_PATH, { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe(IMMUTABLE)
    expect(res.rawPayload.equals(await assetFile('.br'))).toBe(true)
  })

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get(ASSET_PATH, { 'accept-encoding': 'gzip' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.rawPayload.equals(await assetFile('.gz'))).toBe(true)
  })

  it('sends the plain file when no encoding is accepted', async () => {
    const res = await get(ASSET_PATH)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.rawPayload.equals(await assetFile())).toBe(true)
    expect(res.body).toBe(FIXTURE.asset)
  })

  it.each([['br'], ['gzip'], ['']])(
    'Vary includes accept-encoding (Accept-Encoding: %j)',
    async (encoding) => {
      const res = await get(ASSET_PATH, encoding ? { 'accept-encoding': encoding } : {})
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding')
    },
  )
})

describe('security headers', () => {
  const requests: [string, string][] = [
    ['GET', '/'],
    ['GET', '/about'],
    ['HEAD', '/about'],
    ['GET', ASSET_PATH],
    ['GET', '/healthz'],
    ['GET', '/nope'],
    ['GET', '/about/'],
    ['POST', '/nope'],
    ['PUT', '/about'],
  ]

  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(headers['permissions-policy']).toEqual(expect.stringContaining('camera=()'))
    expect(headers['content-security-policy']).toEqual(expect.stringContaining("default-src 'none'"))
    expect(headers['content-security-policy']).not.toContain('unsafe-inline')
  }

  it.each(requests)('%s %s carries every security header', async (method, url) => {
    const res = await app.inject({ method: method as 'GET', url })
    expectSecurityHeaders(res.headers)
  })

  it('GET /%E0%A4%A (malformed percent-encoding) carries every security header', async () => {
    const res = await get('/%E0%A4%A')
    expectSecurityHeaders(res.headers)
  })
})

describe('start-up', () => {
  it("refuses to start without the pages' Content-Security-Policy manifest", async () => {
    const bare = await createSiteFixture()
    try {
      await rm(join(bare, INLINE_HASHES_FILE))
      await expect(createApp({ clientDir: bare, logLevel: 'silent' })).rejects.toThrow(/npm run build/)
    } finally {
      await rm(bare, { recursive: true, force: true })
    }
  })
})
