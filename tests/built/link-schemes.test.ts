import { beforeAll, expect, it, vi } from 'vitest'
import { isLinkAddress } from '../../content/link-addresses.ts'
import { BUILT_SITE_TIMEOUTS, type BuiltSite, loadBuiltSite } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

/**
 * What a visitor or a crawler follows from a built page: a link, a form, a frame, or a URL in the
 * structured data. Relative references stay on the site; an absolute one must be https:, or
 * mailto:/tel: where the page offers to write or call.
 */
const NAVIGATING: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['form[action]', 'action'],
  ['button[formaction]', 'formaction'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
]

/** Browsers strip these before reading a scheme, so `\u0000javascript:` counts as one. */
const SCHEME = /^[\s\p{Cc}]*([a-z][a-z0-9+.-]*):/iu
/** Keys whose value schema.org reads as a URL. */
const JSON_LD_URL_KEYS = new Set(['@id', 'url', 'sameAs', 'item', 'logo', 'image', 'contentUrl', 'target'])

let site: BuiltSite

beforeAll(async () => {
  site = await loadBuiltSite()
})

function refusedAddress(reference: string, schemes: Parameters<typeof isLinkAddress>[1]): boolean {
  if (!SCHEME.test(reference)) return false
  return !isLinkAddress(reference, schemes)
}

function jsonLdUrls(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return JSON_LD_URL_KEYS.has(key) || SCHEME.test(value) ? [value] : []
  if (Array.isArray(value)) return value.flatMap((item) => jsonLdUrls(item, key))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, item]) => jsonLdUrls(item, name))
  return []
}

it('no built page links or points its structured data to a script, a data: or file: URL, or plain http:', () => {
  const refused: string[] = []
  let checked = 0
  for (const page of site.builtPages) {
    for (const [selector, attribute] of NAVIGATING)
      for (const element of page.document.querySelectorAll(selector)) {
        const reference = element.getAttribute(attribute) ?? ''
        checked += 1
        if (refusedAddress(reference, ['https:', 'mailto:', 'tel:']))
          refused.push(`${page.path}: ${element.tagName.toLowerCase()} ${attribute}="${reference}"`)
      }
    for (const script of page.document.querySelectorAll('script[type="application/ld+json"]'))
      for (const url of jsonLdUrls(JSON.parse(script.textContent ?? 'null'))) {
        checked += 1
        // Free text that merely opens with a word and a colon is not a URL; a schema.org URL key always is.
        if (/\s/.test(url.trim())) continue
        if (!isLinkAddress(url, ['https:'])) refused.push(`${page.path}: JSON-LD "${url}"`)
      }
  }
  expect(refused).toEqual([])
  // The footer alone carries a LinkedIn, an e-mail and a phone link on every page.
  expect(checked).toBeGreaterThan(site.builtPages.length * 3)
})
