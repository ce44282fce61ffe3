import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, expect, it, vi } from 'vitest'
import { CONTACT_PATH } from '../../server/routes/contact.ts'
import {
  BUILT_SITE_TIMEOUTS,
  type BuiltSite,
  CLIENT_DIR,
  loadBuiltSite,
  PRODUCTION_ORIGIN,
  pageFile,
  parseHtml,
} from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

/** Same-origin references resolve exactly (no redirect), against the same page and file sets the server answers from. */

const URL_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['a[href]', 'href'],
  ['area[href]', 'href'],
  ['link[href]', 'href'],
  ['img[src]', 'src'],
  ['source[src]', 'src'],
  ['script[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['audio[src]', 'src'],
  ['track[src]', 'src'],
  ['iframe[src]', 'src'],
  ['embed[src]', 'src'],
  ['object[data]', 'data'],
  ['form[action]', 'action'],
]
const SRCSET_ATTRIBUTES: [selector: string, attribute: string][] = [
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['link[imagesrcset]', 'imagesrcset'],
]
const SERVER_ROUTES = new Set([CONTACT_PATH])

let site: BuiltSite
const idsByPage = new Map<string, Set<string>>()

beforeAll(async () => {
  site = await loadBuiltSite()
})

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
}

async function idsOf(pagePath: string): Promise<Set<string>> {
  let ids = idsByPage.get(pagePath)
  if (!ids) {
    const built = site.builtPages.find((page) => page.path === pagePath)
    const document =
      built?.document ?? parseHtml(await readFile(join(CLIENT_DIR, pageFile(pagePath)), 'utf8'))
    ids = new Set([...document.querySelectorAll('[id]')].map((element) => element.id))
    idsByPage.set(pagePath, ids)
  }
  return ids
}

async function brokenReason(reference: string, base: URL): Promise<string | null> {
  let url: URL
  try {
    url = new URL(reference, base)
  } catch {
    return 'is not a valid URL'
  }
  if (url.origin !== base.origin) return null
  let pathname: string
  try {
    pathname = decodeURI(url.pathname)
  } catch {
    return 'has a malformed percent-encoding'
  }
  const isPage = site.pages.has(pathname)
  if (!isPage && !site.files.has(pathname) && !SERVER_ROUTES.has(pathname)) {
    const withoutSlash = pathname.replace(/\/+$/, '') || '/'
    return site.pages.has(withoutSlash)
      ? `ends with a slash; the page lives at ${withoutSlash} (a redirect, not a link)`
      : 'names no page or file of the build'
  }
  if (url.hash && isPage) {
    const id = decodeURIComponent(url.hash.slice(1))
    // "#" and "#top" scroll to the top by definition (HTML: "scroll to the fragment").
    if (id !== '' && id.toLowerCase() !== 'top' && !(await idsOf(pathname)).has(id))
      return `points at #${id}, which is not an element id on ${pathname}`
  }
  return null
}

it('every same-origin reference of every page names a built page, file or fragment', async () => {
  const broken: string[] = []
  let checked = 0
  for (const page of site.builtPages) {
    // The not-found page answers at any URL, so its links resolve as if it sat at the root.
    const base = new URL(page.path === '/404.html' ? '/' : page.path, PRODUCTION_ORIGIN)
    const references: [string, string][] = []
    for (const [selector, attribute] of URL_ATTRIBUTES) {
      for (const element of page.document.querySelectorAll(selector))
        references.push([
          `${element.tagName.toLowerCase()} ${attribute}`,
          element.getAttribute(attribute) ?? '',
        ])
    }
    for (const [selector, attribute] of SRCSET_ATTRIBUTES) {
      for (const element of page.document.querySelectorAll(selector))
        for (const url of srcsetUrls(element.getAttribute(attribute) ?? ''))
          references.push([`${element.tagName.toLowerCase()} ${attribute}`, url])
    }
    for (const [where, reference] of references) {
      checked += 1
      const reason = await brokenReason(reference, base)
      if (reason) broken.push(`${page.path}: ${where}="${reference}" ${reason}`)
    }
  }
  expect(broken).toEqual([])
  console.info(`links: ${checked} references on ${site.builtPages.length} pages resolve`)
  // Header and footer alone link to dozens of pages: a crawl that saw fewer has read nothing.
  expect(checked).toBeGreaterThan(site.builtPages.length * 30)
})

it('every url() in the built CSS names a built file', async () => {
  const broken: string[] = []
  const stylesheets = [...site.files].filter((path) => path.endsWith('.css'))
  expect(stylesheets.length).toBeGreaterThan(0)
  for (const stylesheet of stylesheets) {
    const css = await readFile(join(CLIENT_DIR, stylesheet), 'utf8')
    const base = new URL(stylesheet, PRODUCTION_ORIGIN)
    for (const match of css.matchAll(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g)) {
      const reference = match[2] ?? ''
      if (reference.startsWith('data:') || reference.startsWith('#')) continue
      const reason = await brokenReason(reference, base)
      if (reason) broken.push(`${stylesheet}: url(${reference}) ${reason}`)
    }
  }
  expect(broken).toEqual([])
})
