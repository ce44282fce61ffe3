import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { leadership } from '../../content/leadership.ts'
import { SEARCH_PATH, THANK_YOU_PATH } from '../../content/paths.ts'
import { NOT_FOUND_FILE } from '../../server/site-routes.ts'
import {
  CATEGORY_PATHS,
  EXPECTED_SITE_PATHS,
  SERVICE_PATHS,
  SOLUTION_PATHS,
} from '../fixtures/content-facts.ts'
import { SPEC_HEADQUARTERS, SPEC_PROFESSIONAL_NETWORK_HOST } from '../fixtures/spec-facts.ts'
import {
  BUILT_SITE_TIMEOUTS,
  type BuiltPage,
  type BuiltSite,
  CLIENT_DIR,
  loadBuiltSite,
  PRODUCTION_ORIGIN,
} from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

// Each check lists every failing page; expected values come from here, the spec facts or the content's menus, never the page code.

const FIRM_NAME = 'GlobalTekForce'
const SHARE_IMAGE_SIZE = { width: 1200, height: 630 }
const NOT_FOUND_PAGE = `/${NOT_FOUND_FILE}`
const NOINDEX_PAGES = new Set([SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PAGE])
const SERVICE_PAGES = new Set([...CATEGORY_PATHS, ...SERVICE_PATHS])
const ABOUT_PAGE = '/about'

const onOrigin = (path: string) => new URL(path, PRODUCTION_ORIGIN).href

let site: BuiltSite

beforeAll(async () => {
  site = await loadBuiltSite()
})

function contentsOf(page: BuiltPage, selector: string, attribute = 'content'): string[] {
  return [...page.document.querySelectorAll(selector)].map((element) => element.getAttribute(attribute) ?? '')
}

function single(
  page: BuiltPage,
  selector: string,
  problems: string[],
  attribute = 'content',
): string | undefined {
  const values = contentsOf(page, selector, attribute)
  if (values.length !== 1) {
    problems.push(`${page.path}: expected one ${selector}, found ${values.length}`)
    return undefined
  }
  return values[0]
}

function isBuiltUrl(url: unknown): boolean {
  if (typeof url !== 'string' || !url.startsWith(`${PRODUCTION_ORIGIN}/`)) return false
  const { pathname } = new URL(url)
  return site.files.has(pathname) || site.pages.has(pathname)
}

describe('pages', () => {
  it('the build holds every site route, the search, thank-you and not-found pages', () => {
    expect([...site.pages].sort()).toEqual([...EXPECTED_SITE_PATHS, SEARCH_PATH, THANK_YOU_PATH].sort())
    expect(site.builtPages.at(-1)?.path).toBe(NOT_FOUND_PAGE)
  })
})

describe('titles and descriptions', () => {
  it('every page has one title of at most 60 characters, and no two pages share one', () => {
    const problems: string[] = []
    const owners = new Map<string, string>()
    for (const page of site.builtPages) {
      const titles = [...page.document.querySelectorAll('head > title')].map(
        (title) => title.textContent ?? '',
      )
      if (titles.length !== 1) problems.push(`${page.path}: expected one <title>, found ${titles.length}`)
      const title = titles[0] ?? ''
      if (title.length < 10 || title.length > 60)
        problems.push(`${page.path}: title is ${title.length} characters (10–60): "${title}"`)
      const owner = owners.get(title)
      if (owner) problems.push(`${page.path}: title "${title}" is also the title of ${owner}`)
      owners.set(title, page.path)
    }
    expect(problems).toEqual([])
  })

  it('every page has one meta description of 50–160 characters, and no two pages share one', () => {
    const problems: string[] = []
    const owners = new Map<string, string>()
    for (const page of site.builtPages) {
      const description = single(page, 'meta[name="description"]', problems) ?? ''
      if (description.length < 50 || description.length > 160)
        problems.push(
          `${page.path}: description is ${description.length} characters (50–160): "${description}"`,
        )
      const owner = owners.get(description)
      if (owner) problems.push(`${page.path}: description is also the description of ${owner}`)
      owners.set(description, page.path)
    }
    expect(problems).toEqual([])
  })
})

describe('canonical URL and indexing', () => {
  it('every route names itself as canonical on the configured origin; the not-found page names none', () => {
    const problems: string[] = []
    for (const page of site.builtPages) {
      const canonicals = contentsOf(page, 'link[rel="canonical"]', 'href')
      const expected = page.path === NOT_FOUND_PAGE ? [] : [onOrigin(page.path)]
      if (canonicals.join() !== expected.join())
        problems.push(
          `${page.path}: canonical ${JSON.stringify(canonicals)}, expected ${JSON.stringify(expected)}`,
        )
    }
    expect(problems).toEqual([])
  })

  it('only the thank-you and not-found pages ask search engines not to index them', () => {
    const problems: string[] = []
    for (const page of site.builtPages) {
      const robots = contentsOf(page, 'meta[name="robots"]').join(',')
      const noindex = /\bnoindex\b/.test(robots)
      if (noindex !== NOINDEX_PAGES.has(page.path))
        problems.push(`${page.path}: robots "${robots}" (noindex expected: ${NOINDEX_PAGES.has(page.path)})`)
    }
    expect(problems).toEqual([])
    const notFound = site.builtPages.find((page) => page.path === NOT_FOUND_PAGE)
    expect(notFound?.document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })
})

describe('sharing tags', () => {
  it('every page carries Open Graph and Twitter card tags matching its title, description and URL', () => {
    const problems: string[] = []
    const shareImages = new Set<string>()
    for (const page of site.builtPages) {
      const image = single(page, 'meta[property="og:image"]', problems) ?? ''
      shareImages.add(image)
      const title = page.document.querySelector('head > title')?.textContent ?? ''
      const description =
        page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      const expected: [string, string | RegExp][] = [
        ['meta[property="og:type"]', 'website'],
        ['meta[property="og:site_name"]', FIRM_NAME],
        ['meta[property="og:locale"]', 'en_US'],
        ['meta[property="og:title"]', title],
        ['meta[property="og:description"]', description],
        ['meta[property="og:image:width"]', String(SHARE_IMAGE_SIZE.width)],
        ['meta[property="og:image:height"]', String(SHARE_IMAGE_SIZE.height)],
        ['meta[property="og:image:alt"]', /\S{3,}/],
        ['meta[name="twitter:card"]', 'summary_large_image'],
        ['meta[name="twitter:title"]', title],
        ['meta[name="twitter:description"]', description],
        ['meta[name="twitter:image"]', image],
        ['meta[name="twitter:image:alt"]', /\S{3,}/],
      ]
      if (page.path !== NOT_FOUND_PAGE) expected.push(['meta[property="og:url"]', onOrigin(page.path)])
      for (const [selector, want] of expected) {
        const value = single(page, selector, problems)
        if (value === undefined) continue
        const ok = typeof want === 'string' ? value === want : want.test(value)
        if (!ok) problems.push(`${page.path}: ${selector} is "${value}", expected ${String(want)}`)
      }
    }
    expect(problems).toEqual([])
    expect([...shareImages]).toHaveLength(1)
  })

  it('the share image is a file of the build on the production origin, a JPEG of the declared 1200 × 630', async () => {
    const [page] = site.builtPages
    const url = page?.document.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? ''
    expect(isBuiltUrl(url), `${url} is not a file of the build on ${PRODUCTION_ORIGIN}`).toBe(true)
    const { width, height, format } = await sharp(join(CLIENT_DIR, new URL(url).pathname)).metadata()
    expect({ width, height, format }).toEqual({ ...SHARE_IMAGE_SIZE, format: 'jpeg' })
  })
})

type JsonObject = Record<string, unknown>
type Node = JsonObject & { '@type': string }

interface JsonLdBlock {
  page: BuiltPage
  raw: string
  nodes: Node[]
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readJsonLd(page: BuiltPage, problems: string[]): JsonLdBlock[] {
  const blocks: JsonLdBlock[] = []
  for (const script of page.document.querySelectorAll('script[type="application/ld+json"]')) {
    const raw = script.textContent ?? ''
    // Escaped on output, "<" never appears raw, so no string can close the <script> element.
    if (raw.includes('<')) problems.push(`${page.path}: JSON-LD contains a raw "<"`)
    let data: unknown
    try {
      data = JSON.parse(raw)
    } catch (error) {
      problems.push(`${page.path}: JSON-LD does not parse: ${String(error)}`)
      continue
    }
    if (!isObject(data) || data['@context'] !== 'https://schema.org') {
      problems.push(`${page.path}: JSON-LD block without "@context": "https://schema.org"`)
      continue
    }
    const candidates = Array.isArray(data['@graph']) ? data['@graph'] : [data]
    const nodes = candidates.filter(
      (node): node is Node => isObject(node) && typeof node['@type'] === 'string',
    )
    if (nodes.length !== candidates.length) problems.push(`${page.path}: JSON-LD node without an @type`)
    blocks.push({ page, raw, nodes })
  }
  return blocks
}

function visibleCrumbs(page: BuiltPage): { name: string; href?: string }[] | null {
  const nav = page.document.querySelector('nav[aria-label="Breadcrumb"]')
  if (!nav) return null
  return [...nav.querySelectorAll('li')].map((item) => {
    const href = item.querySelector('a')?.getAttribute('href') ?? undefined
    return { name: (item.textContent ?? '').trim(), ...(href ? { href } : {}) }
  })
}

const REQUIRED: Record<string, readonly string[]> = {
  Organization: ['@id', 'name', 'url', 'logo', 'address', 'contactPoint', 'sameAs'],
  Person: ['name', 'jobTitle', 'worksFor'],
  Service: ['name', 'description', 'provider', 'areaServed', 'serviceType', 'url'],
  BreadcrumbList: ['itemListElement'],
}

interface FirmContacts {
  street: string
  cityLine: string
  telephone: string
  email: string
  companyPage: string
}

/** What the footer shows every visitor; structured data must say the same. */
function footerContacts(page: BuiltPage): FirmContacts {
  const address = page.document.querySelector('footer address')
  const [street = '', cityLine = ''] = [...(address?.querySelector('p span')?.childNodes ?? [])]
    .filter((node) => node.nodeType === 3)
    .map((node) => (node.textContent ?? '').trim())
  const href = (selector: string) => address?.querySelector(selector)?.getAttribute('href') ?? ''
  return {
    street,
    cityLine,
    telephone: href('a[href^="tel:"]').slice('tel:'.length),
    email: href('a[href^="mailto:"]').slice('mailto:'.length),
    companyPage: href(`a[href^="https://${SPEC_PROFESSIONAL_NETWORK_HOST}/"]`),
  }
}

/** The leadership cards on the about page: name, title and profile link as shown. */
function leaderCards(page: BuiltPage): Map<string, { title: string; profile: string }> {
  const cards = [...page.document.querySelectorAll('#leadership li')].filter((item) =>
    item.querySelector('h3'),
  )
  return new Map(
    cards.map((card) => {
      const heading = card.querySelector('h3')
      const title = heading?.nextElementSibling?.textContent?.trim() ?? ''
      const profile = card.querySelector('a[target="_blank"]')?.getAttribute('href') ?? ''
      return [heading?.textContent?.trim() ?? '', { title, profile }]
    }),
  )
}

/** Every "@id" a node names, at any depth. */
function referencedIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencedIds)
  if (!isObject(value)) return []
  const own = typeof value['@id'] === 'string' ? [value['@id']] : []
  return [...own, ...Object.values(value).flatMap(referencedIds)]
}

/** Every URL-valued property, at any depth, that is not an outside profile. */
function siteUrls(node: JsonObject): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'sameAs') return []
    if (isObject(value)) return siteUrls(value)
    if (Array.isArray(value)) return value.filter(isObject).flatMap(siteUrls)
    return ['@id', 'url', 'logo', 'item'].includes(key) && typeof value === 'string' ? [value] : []
  })
}

function checkNode(node: Node, page: BuiltPage, problems: string[]): void {
  const where = `${page.path}: ${node['@type']}`
  const required = REQUIRED[node['@type']]
  if (!required) {
    problems.push(`${where} has no rules in this test; add them before publishing the type`)
    return
  }
  for (const property of required) {
    const value = node[property]
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      problems.push(`${where} lacks ${property}`)
  }
  for (const url of siteUrls(node))
    if (!url.startsWith(`${PRODUCTION_ORIGIN}/`))
      problems.push(`${where} names ${url}, not an absolute URL on ${PRODUCTION_ORIGIN}`)
  const mismatch = (property: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${where} ${property} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }

  if (node['@type'] === 'Organization') {
    const shown = footerContacts(page)
    mismatch('name', node.name, FIRM_NAME)
    mismatch('url', node.url, `${PRODUCTION_ORIGIN}/`)
    if (!isBuiltUrl(node.logo))
      problems.push(`${where} logo ${JSON.stringify(node.logo)} is not a file of the build`)
    const address = isObject(node.address) ? node.address : {}
    mismatch('address.@type', address['@type'], 'PostalAddress')
    mismatch('address.addressLocality', address.addressLocality, SPEC_HEADQUARTERS.city)
    // Virginia's postal abbreviation.
    mismatch('address.addressRegion', address.addressRegion, 'VA')
    mismatch('address.addressCountry', address.addressCountry, 'US')
    if (!/^\d{5}$/.test(String(address.postalCode)))
      problems.push(`${where} postalCode ${String(address.postalCode)}`)
    mismatch('address.streetAddress', address.streetAddress, shown.street)
    mismatch(
      'address as the footer shows it',
      `${String(address.addressLocality)}, ${String(address.addressRegion)} ${String(address.postalCode)}`,
      shown.cityLine,
    )
    const contact = isObject(node.contactPoint) ? node.contactPoint : {}
    mismatch('contactPoint.@type', contact['@type'], 'ContactPoint')
    if (!/^\+1\d{10}$/.test(String(contact.telephone)))
      problems.push(
        `${where} contactPoint.telephone ${String(contact.telephone)} is not a US number in E.164`,
      )
    mismatch('contactPoint.telephone', contact.telephone, shown.telephone)
    mismatch('contactPoint.email', contact.email, shown.email)
    if (typeof contact.contactType !== 'string' || contact.contactType === '')
      problems.push(`${where} contactPoint lacks contactType`)
    if (shown.companyPage === '') problems.push(`${page.path}: the footer links to no company profile`)
    mismatch('sameAs', node.sameAs, [shown.companyPage])
  }
  if (node['@type'] === 'Person') {
    const card = leaderCards(page).get(String(node.name))
    if (!card) problems.push(`${where} "${String(node.name)}" has no leadership card on the page`)
    else {
      mismatch('jobTitle', node.jobTitle, card.title)
      // sameAs means the same person: the firm's own page never qualifies.
      const personal = card.profile !== footerContacts(page).companyPage
      mismatch('sameAs', node.sameAs, personal ? [card.profile] : undefined)
    }
  }
  if (node['@type'] === 'Service') {
    mismatch('url', node.url, onOrigin(page.path))
    mismatch('name', node.name, page.document.querySelector('h1')?.textContent?.trim())
  }
  if (node['@type'] === 'BreadcrumbList') {
    const crumbs = visibleCrumbs(page) ?? []
    mismatch(
      'itemListElement',
      node.itemListElement,
      crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        ...(crumb.href ? { item: onOrigin(crumb.href) } : {}),
      })),
    )
  }
}

/** A node that names another by "@id" finds it on the same page, so the graph holds together. */
function checkReferences(page: BuiltPage, nodes: Node[], problems: string[]): void {
  const declared = new Set(nodes.map((node) => node['@id']).filter((id) => typeof id === 'string'))
  for (const node of nodes) {
    const { '@id': _own, ...rest } = node
    for (const id of referencedIds(rest))
      if (!declared.has(id))
        problems.push(`${page.path}: ${node['@type']} refers to ${id}, which no node declares`)
  }
  for (const property of ['worksFor', 'provider']) {
    for (const node of nodes.filter((candidate) => property in candidate)) {
      const target = node[property]
      if (!isObject(target) || typeof target['@id'] !== 'string')
        problems.push(`${page.path}: ${node['@type']} ${property} names no @id`)
    }
  }
}

describe('structured data', () => {
  it('every JSON-LD block parses, is escaped, and each node carries what its @type requires', () => {
    const problems: string[] = []
    const blocks = site.builtPages.flatMap((page) => readJsonLd(page, problems))
    for (const block of blocks) for (const node of block.nodes) checkNode(node, block.page, problems)
    for (const page of site.builtPages)
      checkReferences(
        page,
        blocks.filter((block) => block.page === page).flatMap((block) => block.nodes),
        problems,
      )
    expect(problems).toEqual([])
    const nodes = blocks.flatMap((block) => block.nodes)
    console.info(
      `structured data: ${blocks.length} JSON-LD blocks, ${nodes.length} nodes on ${site.builtPages.length} pages`,
    )
    expect(blocks.length).toBeGreaterThan(site.builtPages.length * 2)
  })

  it('puts the Organization on every page, Service on service pages, BreadcrumbList wherever crumbs show', () => {
    const problems: string[] = []
    const counts = { breadcrumbPages: 0, servicePages: 0 }
    for (const page of site.builtPages) {
      const nodes = readJsonLd(page, problems).flatMap((block) => block.nodes)
      const count = (type: string) => nodes.filter((node) => node['@type'] === type).length
      const expectCount = (type: string, wanted: number) => {
        if (count(type) !== wanted)
          problems.push(`${page.path}: ${count(type)} ${type} nodes, expected ${wanted}`)
      }
      expectCount('Organization', 1)
      expectCount('Service', SERVICE_PAGES.has(page.path) ? 1 : 0)
      const hasCrumbs = visibleCrumbs(page) !== null
      expectCount('BreadcrumbList', hasCrumbs ? 1 : 0)
      expectCount('Person', page.path === ABOUT_PAGE ? leadership.length : 0)
      if (hasCrumbs) counts.breadcrumbPages += 1
      if (count('Service') === 1) counts.servicePages += 1
    }
    expect(problems).toEqual([])
    expect(counts.servicePages).toBe(SERVICE_PAGES.size)
    expect(counts.breadcrumbPages).toBe(SERVICE_PAGES.size + SOLUTION_PATHS.length)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the site routes, each by its canonical URL', async () => {
    const xml = await readFile(join(CLIENT_DIR, 'sitemap.xml'), 'utf8')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect([...locs].sort()).toEqual(EXPECTED_SITE_PATHS.map(onOrigin).sort())
    const canonicals = site.builtPages.flatMap((page) => contentsOf(page, 'link[rel="canonical"]', 'href'))
    expect(locs.filter((loc) => !canonicals.includes(loc ?? ''))).toEqual([])
    expect(locs).not.toContain(onOrigin(THANK_YOU_PATH))
    expect(locs).not.toContain(onOrigin(SEARCH_PATH))
  })

  it('robots.txt lets every crawler in and names the sitemap', async () => {
    const robots = await readFile(join(CLIENT_DIR, 'robots.txt'), 'utf8')
    const lines = robots.split('\n').map((line) => line.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines.filter((line) => /^Disallow:\s*\S/i.test(line))).toEqual([])
    expect(lines).toContain(`Sitemap: ${PRODUCTION_ORIGIN}/sitemap.xml`)
  })
})
