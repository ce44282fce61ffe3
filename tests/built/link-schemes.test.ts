import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'
import { isLinkAddress, type LinkScheme } from '../../content/link-addresses.ts'
import { createApp } from '../../server/app.ts'
import { BUILT_SITE_TIMEOUTS, type BuiltSite, CLIENT_DIR, loadBuiltSite, parseHtml } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

// Everything followable from a served page (links, forms, frames, JSON-LD URLs, PDF annotations) stays on the
// site or is https:, or mailto:/tel: where the page offers it.
const NAVIGATING: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
]
const LINK_SCHEMES: LinkScheme[] = ['https:', 'mailto:', 'tel:']

/** Browsers strip these before reading a scheme, so `\u0000javascript:` counts as one. */
const SCHEME = /^[\s\p{Cc}]*[a-z][a-z0-9+.-]*:/iu
/** Keys whose value schema.org reads as a URL. */
const JSON_LD_URL_KEYS = new Set(['@id', 'url', 'sameAs', 'item', 'logo', 'image', 'contentUrl', 'target'])

let site: BuiltSite
let app: FastifyInstance

beforeAll(async () => {
  site = await loadBuiltSite({ parse: false })
  // The site as server/index.ts serves it in production.
  app = await createApp({ clientDir: CLIENT_DIR, logLevel: 'silent' })
})

afterAll(async () => {
  await app?.close()
})

/** Each string of the structured data that is, or looks like, an absolute URL; `keyed` when its key says it is one. */
function jsonLdUrls(value: unknown, key = ''): { url: string; keyed: boolean }[] {
  if (typeof value === 'string') {
    const keyed = JSON_LD_URL_KEYS.has(key)
    return keyed || SCHEME.test(value) ? [{ url: value, keyed }] : []
  }
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdUrls(item, key))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => jsonLdUrls(item, name))
  return []
}

/** The refused references of one served page. */
function refusedReferences(html: string): string[] {
  const document = parseHtml(html)
  const refused: string[] = []
  for (const [selector, attribute] of NAVIGATING)
    for (const element of document.querySelectorAll(selector)) {
      const reference = element.getAttribute(attribute) ?? ''
      if (SCHEME.test(reference) && !isLinkAddress(reference, LINK_SCHEMES))
        refused.push(`${element.tagName.toLowerCase()} ${attribute}="${reference}"`)
    }
  for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
    for (const { url, keyed } of jsonLdUrls(JSON.parse(script.textContent ?? 'null'))) {
      // Free text that merely opens with a word and a colon is not a URL; a schema.org URL key always is.
      if (!keyed && /\s/.test(url.trim())) continue
      if (!isLinkAddress(url, ['https:'])) refused.push(`JSON-LD "${url}"`)
    }
  return refused
}

it('refuses a javascript: link in a page, the way this sweep reads it', () => {
  expect(
    refusedReferences(
      '<a href="javascript:alert(1)">x</a><a href=" data:text/html,x">y</a><a href="/about">z</a>' +
        '<script type="application/ld+json">{"sameAs":["javascript:alert(1)"],"url":"https://example.com",' +
        '"description":"Note: plain words","item":"java script:x","x":"file:///etc/passwd"}</script>',
    ),
  ).toEqual([
    'a href="javascript:alert(1)"',
    'a href=" data:text/html,x"',
    'JSON-LD "javascript:alert(1)"',
    'JSON-LD "java script:x"',
    'JSON-LD "file:///etc/passwd"',
  ])
})

it('no page the production server sends links, or points its structured data, anywhere but https:, mailto: and tel:', async () => {
  const refused: string[] = []
  let linksToCheck = 0
  for (const page of site.builtPages) {
    const served = await app.inject({ url: page.path === '/404.html' ? '/no-such-page' : page.path })
    expect(served.headers['content-type'], page.path).toMatch(/^text\/html/)
    linksToCheck += (served.body.match(/ href="[a-z]+:/g) ?? []).length
    for (const reference of refusedReferences(served.body)) refused.push(`${page.path}: ${reference}`)
  }
  expect(refused).toEqual([])
  // The footer alone carries a LinkedIn, an e-mail and a phone link on every page.
  expect(linksToCheck).toBeGreaterThanOrEqual(site.builtPages.length * 3)
})

it('the capability statement the server sends links only to https:, mailto: and tel:', async () => {
  const pdfs = [...site.files].filter((path) => path.endsWith('.pdf'))
  expect(pdfs.length).toBeGreaterThan(0)
  for (const path of pdfs) {
    const served = await app.inject({ url: path })
    expect(served.statusCode).toBe(200)
    // pdfkit writes each link annotation's action as a plain dictionary: /URI (address).
    const uris = [...served.rawPayload.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g)].map(
      (match) => match[1] ?? '',
    )
    expect(uris.length, path).toBeGreaterThanOrEqual(3)
    expect(uris.filter((uri) => !isLinkAddress(uri, LINK_SCHEMES))).toEqual([])
  }
})
