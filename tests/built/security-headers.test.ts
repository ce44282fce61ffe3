/** Each page's CSP is re-derived here with a separate HTML parser; needs `npm run build` first. */
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { openSqliteRepo } from '../../server/db/sqlite.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import {
  COMMON_SECURITY_HEADERS,
  DEFAULT_CONTENT_SECURITY_POLICY,
  HEADERS_FILE,
  INLINE_HASHES_FILE,
} from '../../server/http/security-headers.ts'
import { CONTACT_PATH } from '../../server/routes/contact.ts'
import { REDIRECTS_FILE } from '../../server/site-files.ts'
import { consultationPayload } from '../fixtures/enquiry-fixtures.ts'

const CLIENT_DIR = resolve(import.meta.dirname, '../../build/client')
const NOT_FOUND_FILE = '404.html'
const MAX_RULES = 100
const MAX_LINE = 2000

let app: FastifyInstance
let repo: EnquiryRepo
let builtUrls: string[]
let htmlFiles: string[]

beforeAll(async () => {
  if (!existsSync(join(CLIENT_DIR, INLINE_HASHES_FILE)))
    throw new Error(`No production build in ${CLIENT_DIR}: run \`npm run build\` first`)
  repo = openSqliteRepo(':memory:')
  app = await createApp({
    clientDir: CLIENT_DIR,
    logLevel: 'silent',
    enquiries: {
      repo,
      rateLimit: { max: 3, timeWindowMs: 60_000 },
      minFillMs: 0,
      thankYouPath: '/contact/thank-you',
    },
  })
  const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true })
  builtUrls = entries
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => `/${relative(CLIENT_DIR, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((url) => ![HEADERS_FILE, INLINE_HASHES_FILE, REDIRECTS_FILE].some((file) => url === `/${file}`))
    .sort()
  htmlFiles = builtUrls.filter((url) => url.endsWith('.html')).map((url) => url.slice(1))
})

afterAll(async () => {
  await app?.close()
  await repo?.close()
})

function urlOfHtmlFile(file: string): string {
  if (file === NOT_FOUND_FILE) return '/no-such-page'
  if (file === 'index.html') return '/'
  return `/${file.replace(/\/index\.html$/, '')}`
}

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

function expectEveryHeader(res: LightMyRequestResponse, policy: string) {
  for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
    expect(res.headers[name.toLowerCase()], name).toBe(value)
  }
  expect(res.headers['content-security-policy']).toBe(policy)
  expect(directives(policy).get('script-src')).not.toContain("'unsafe-inline'")
}

/** What decision 011 decided, written out, so a weakened header in the server's table fails here. */
describe('the headers say what decision 011 decided', () => {
  it('a script answer carries the decided values and the strict default policy', async () => {
    const script = builtUrls.find((url) => /^\/assets\/.+\.js$/.test(url)) ?? ''
    const { headers } = await app.inject({ url: script })
    expect(headers).toMatchObject({
      'strict-transport-security': 'max-age=63072000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    })
    const features = String(headers['permissions-policy']).split(/,\s*/)
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics'])
      expect(features, feature).toContain(`${feature}=()`)
    expect(features.filter((feature) => !feature.endsWith('=()'))).toEqual([])
    expect(Object.fromEntries(directives(String(headers['content-security-policy'])))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'"],
      'style-src': ["'self'"],
      'img-src': ["'self'"],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    })
  })
})

describe('every kind of response carries every security header', () => {
  const firstBuilt = (pattern: RegExp) => {
    const url = builtUrls.find((candidate) => pattern.test(candidate))
    if (!url) throw new Error(`The build has no file matching ${pattern}`)
    return url
  }

  const defaultPolicyCases: [string, () => InjectOptions, number][] = [
    ['a script', () => ({ url: firstBuilt(/^\/assets\/.+\.js$/) }), 200],
    ['a stylesheet', () => ({ url: firstBuilt(/^\/assets\/.+\.css$/) }), 200],
    ['a font', () => ({ url: firstBuilt(/\.woff2$/) }), 200],
    ['an image', () => ({ url: firstBuilt(/^\/img\/.+\.avif$/) }), 200],
    ['an SVG', () => ({ url: '/favicon.svg' }), 200],
    ['the capability PDF', () => ({ url: firstBuilt(/\.pdf$/) }), 200],
    ['route data', () => ({ url: '/about.data' }), 200],
    ['a brotli asset', () => ({ url: firstBuilt(/\.js$/), headers: { 'accept-encoding': 'br' } }), 200],
    ['the health check', () => ({ url: '/healthz' }), 200],
    ['a trailing-slash redirect', () => ({ url: '/about/' }), 301],
    ['a malformed URL', () => ({ url: '/%' }), 400],
    ['a POST to an unknown path', () => ({ method: 'POST', url: '/nope', payload: {} }), 404],
    ['an OPTIONS request', () => ({ method: 'OPTIONS', url: '/' }), 404],
    ['host configuration, refused', () => ({ url: `/${HEADERS_FILE}` }), 404],
  ]

  it.each(defaultPolicyCases)('%s carries them', async (_kind, request, status) => {
    const res = await app.inject({ method: 'GET', ...request() })
    expect(res.statusCode).toBe(status)
    // An unknown GET answers with the not-found page, which has its own policy.
    const policy =
      res.headers['content-type']?.toString().startsWith('text/html') && status === 404
        ? (await app.inject({ url: '/no-such-page' })).headers['content-security-policy']
        : DEFAULT_CONTENT_SECURITY_POLICY
    expectEveryHeader(res, String(policy))
  })

  it('enquiry API answers (created, redirect, invalid, rate-limited) get the default policy', async () => {
    const post = (payload: Record<string, unknown>, json = true) =>
      app.inject({
        method: 'POST',
        url: CONTACT_PATH,
        payload: json ? payload : new URLSearchParams(payload as Record<string, string>).toString(),
        headers: { 'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded' },
      })
    const answers = [
      await post(consultationPayload()),
      await post(consultationPayload(), false),
      await post({ form_type: 'dedicated' }),
      await post(consultationPayload()),
    ]
    expect(answers.map((res) => res.statusCode)).toEqual([201, 303, 422, 429])
    for (const res of answers) expectEveryHeader(res, DEFAULT_CONTENT_SECURITY_POLICY)
  })

  it.each([
    ['GET', '/'],
    ['GET', '/about'],
    ['HEAD', '/contact'],
    ['GET', '/services/sap'],
    ['GET', '/no-such-page'],
  ] as const)('%s %s, an HTML page, gets a policy of its own', async (method, url) => {
    const res = await app.inject({ method, url, headers: { 'accept-encoding': 'br' } })
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const policy = String(res.headers['content-security-policy'])
    expect(policy).not.toBe(DEFAULT_CONTENT_SECURITY_POLICY)
    expectEveryHeader(res, policy)
  })
})

describe("each page's policy allows exactly its own inline code", () => {
  interface PageCode {
    file: string
    executed: Set<string>
    data: string[]
    styles: Set<string>
    policy: string
  }
  let pages: PageCode[]
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

  // Each page is parsed with a real parser (about 0.1 s each), hence the longer timeout.
  beforeAll(async () => {
    const window = new Window({
      settings: {
        disableJavaScriptEvaluation: true,
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
      },
    })
    pages = []
    for (const file of htmlFiles) {
      const html = await readFile(join(CLIENT_DIR, file), 'utf8')
      const document = new window.DOMParser().parseFromString(html, 'text/html')
      const executed = new Set<string>()
      const data: string[] = []
      for (const script of document.querySelectorAll('script')) {
        if (script.hasAttribute('src')) continue
        // An explicit list, so a new kind of inline script needs a decision here.
        const type = script.getAttribute('type')
        if (type === null || type === 'module') executed.add(sha256(script.textContent))
        else if (type === 'application/ld+json') data.push(sha256(script.textContent))
        else
          throw new Error(
            `${file}: <script type="${type}"> is neither JS nor JSON-LD; decide how CSP treats it`,
          )
      }
      const styles = new Set(
        [...document.querySelectorAll('[style]')].map((element) =>
          sha256(element.getAttribute('style') ?? ''),
        ),
      )
      const res = await app.inject({ url: urlOfHtmlFile(file) })
      pages.push({ file, executed, data, styles, policy: String(res.headers['content-security-policy']) })
    }
    await window.happyDOM.close()
  }, 60_000)

  it('covers every HTML file of the build, each with inline scripts to hash', () => {
    expect(htmlFiles).toContain('index.html')
    expect(htmlFiles).toContain(NOT_FOUND_FILE)
    expect(htmlFiles.length).toBeGreaterThan(60)
    for (const { file, executed } of pages) expect(executed.size, file).toBeGreaterThan(0)
  })

  it('script-src lists the hashes of exactly the executed inline scripts, never JSON-LD', () => {
    for (const { file, executed, data, policy } of pages) {
      const scriptSrc = directives(policy).get('script-src') ?? []
      expect(scriptSrc[0], file).toBe("'self'")
      expect(new Set(scriptSrc.slice(1)), file).toEqual(executed)
      for (const hash of data) expect(scriptSrc, file).not.toContain(hash)
    }
    expect(pages.flatMap((page) => page.data).length).toBeGreaterThan(0)
  })

  it("style-src-attr lists the hashes of exactly the page's style attributes; no 'unsafe-inline' anywhere", () => {
    for (const { file, styles, policy } of pages) {
      const styleAttr = directives(policy).get('style-src-attr')
      if (styles.size === 0) expect(styleAttr, file).toBeUndefined()
      else expect(new Set(styleAttr), file).toEqual(new Set(["'unsafe-hashes'", ...styles]))
      expect(directives(policy).get('style-src'), file).toEqual(["'self'"])
      expect(policy, file).not.toContain("'unsafe-inline'")
      expect(policy, file).not.toContain("'unsafe-eval'")
    }
  })
})

describe('_headers for static hosts', () => {
  interface Rule {
    pattern: RegExp
    source: string
    headers: [string, string][]
  }
  let text: string
  let rules: Rule[]

  beforeAll(async () => {
    text = await readFile(join(CLIENT_DIR, HEADERS_FILE), 'utf8')
    rules = []
    for (const line of text.split('\n')) {
      if (line.trim() === '' || line.startsWith('#')) continue
      if (!/^\s/.test(line)) {
        const pattern = new RegExp(`^${line.split('*').map(escapeRegExp).join('.*')}$`)
        rules.push({ pattern, source: line, headers: [] })
        continue
      }
      const separator = line.indexOf(':')
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
    }
  })

  /** A name that two matching rules set is an error: hosts disagree on merging them. */
  function hostHeaders(url: string): Map<string, string> {
    const headers = new Map<string, string>()
    for (const rule of rules.filter(({ pattern }) => pattern.test(url))) {
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase()
        if (headers.has(key)) throw new Error(`${url}: ${name} is set by two rules (last: ${rule.source})`)
        headers.set(key, value)
      }
    }
    return headers
  }

  it("stays within Cloudflare Pages' limits", () => {
    expect(rules.length).toBeLessThanOrEqual(MAX_RULES)
    for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(MAX_LINE)
    for (const rule of rules) expect(rule.source.split('*').length).toBeLessThanOrEqual(2)
  })

  it('gives every page and file exactly the headers the server sends', async () => {
    const urls = [
      ...htmlFiles.filter((file) => file !== NOT_FOUND_FILE).map(urlOfHtmlFile),
      ...builtUrls.filter((url) => !url.endsWith('.html')),
    ]
    expect(urls.length).toBeGreaterThan(100)
    for (const url of urls) {
      const served = await app.inject({ method: 'HEAD', url })
      expect(served.statusCode, url).toBe(200)
      const expected = hostHeaders(url)
      expect(expected.size, url).toBe(Object.keys(COMMON_SECURITY_HEADERS).length + 1)
      for (const [name, value] of expected) expect(served.headers[name], `${url} ${name}`).toBe(value)
    }
  })

  it('gives the not-found file its own policy, as the server does for unknown URLs', async () => {
    const served = await app.inject({ url: '/no-such-page' })
    expect(hostHeaders(`/${NOT_FOUND_FILE}`).get('content-security-policy')).toBe(
      served.headers['content-security-policy'],
    )
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
