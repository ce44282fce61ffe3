import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ORGANIZATION_ID } from '../../app/lib/structured-data.ts'
import { imageVariantUrl, shareImage } from '../../content/images.ts'
import { leadership } from '../../content/leadership.ts'
import { pagePaths, SEARCH_PATH, THANK_YOU_PATH } from '../../content/paths.ts'
import { absoluteUrl, company, formatStreetAddress } from '../../content/site.ts'
import { listServicePagePaths, listSitePaths } from '../../content/site-paths.ts'
import { NOT_FOUND_FILE } from '../../server/site-routes.ts'
import { EXPECTED_SITE_PATHS, SPEC_SERVICE_SLUGS, SPEC_SOLUTION_SLUGS } from '../fixtures/spec-facts.ts'
import {
  BUILT_SITE_TIMEOUTS,
  type BuiltPage,
  type BuiltSite,
  CLIENT_DIR,
  loadBuiltSite,
} from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

/** Each check lists every failing page, so one run shows everything to fix. */

const NOT_FOUND_PAGE = `/${NOT_FOUND_FILE}`
const NOINDEX_PAGES = new Set([SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PAGE])
const SERVICE_PAGES = new Set([...listServicePagePaths(), pagePaths.cybersecurity])
const SHARE_IMAGE_URL = absoluteUrl(
  imageVariantUrl(shareImage.asset, shareImage.asset.width, shareImage.format),
)

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

function isBuiltUrl(url: string): boolean {
  if (!url.startsWith(`${company.origin}/`)) return false
  const { pathname } = new URL(url)
  return site.files.has(pathname) || site.pages.has(pathname)
}

describe('pages', () => {
  it('the build holds every route of listSitePaths(), the search, thank-you and not-found pages', () => {
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
      const expected = page.path === NOT_FOUND_PAGE ? [] : [absoluteUrl(page.path)]
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
    for (const page of site.builtPages) {
      const title = page.document.querySelector('head > title')?.textContent ?? ''
      const description =
        page.document.querySelector('meta[name="description"]')?.getAttribute('content') ?? ''
      const expected: [string, string | RegExp][] = [
        ['meta[property="og:type"]', 'website'],
        ['meta[property="og:site_name"]', company.name],
        ['meta[property="og:locale"]', 'en_US'],
        ['meta[property="og:title"]', title],
        ['meta[property="og:description"]', description],
        ['meta[property="og:image"]', SHARE_IMAGE_URL],
        ['meta[property="og:image:width"]', '1200'],
        ['meta[property="og:image:height"]', '630'],
        ['meta[property="og:image:alt"]', /\S{3,}/],
        ['meta[name="twitter:card"]', 'summary_large_image'],
        ['meta[name="twitter:title"]', title],
        ['meta[name="twitter:description"]', description],
        ['meta[name="twitter:image"]', SHARE_IMAGE_URL],
        ['meta[name="twitter:image:alt"]', /\S{3,}/],
      ]
      if (page.path !== NOT_FOUND_PAGE) expected.push(['meta[property="og:url"]', absoluteUrl(page.path)])
      for (const [selector, want] of expected) {
        const value = single(page, selector, problems)
        if (value === undefined) continue
        const ok = typeof want === 'string' ? value === want : want.test(value)
        if (!ok) problems.push(`${page.path}: ${selector} is "${value}", expected ${String(want)}`)
      }
    }
    expect(problems).toEqual([])
    expect(isBuiltUrl(SHARE_IMAGE_URL), `${SHARE_IMAGE_URL} is not a file of the build`).toBe(true)
  })

  it('the share image is a 1200 × 630 JPEG in the build', async () => {
    const file = join(CLIENT_DIR, new URL(SHARE_IMAGE_URL).pathname)
    const { width, height, format } = await sharp(file).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
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
  const mismatch = (property: string, actual: unknown, expected: unknown) => {
    if (JSON.stringify(actual) !== JSON.stringify(expected))
      problems.push(`${where} ${property} is ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`)
  }
  const refersToCompany = (property: string) => {
    const value = node[property]
    mismatch(`${property}.@id`, isObject(value) ? value['@id'] : value, ORGANIZATION_ID)
  }

  if (node['@type'] === 'Organization') {
    mismatch('@id', node['@id'], ORGANIZATION_ID)
    mismatch('name', node.name, company.name)
    mismatch('url', node.url, absoluteUrl('/'))
    if (typeof node.logo !== 'string' || !isBuiltUrl(node.logo))
      problems.push(`${where} logo ${JSON.stringify(node.logo)} is not a file of the build`)
    const { address } = company
    mismatch('address', node.address, {
      '@type': 'PostalAddress',
      streetAddress: formatStreetAddress(),
      addressLocality: address.city,
      addressRegion: address.regionCode,
      postalCode: address.postalCode,
      addressCountry: address.country,
    })
    const contact = isObject(node.contactPoint) ? node.contactPoint : {}
    mismatch('contactPoint.@type', contact['@type'], 'ContactPoint')
    mismatch('contactPoint.telephone', contact.telephone, company.phone.e164)
    mismatch('contactPoint.email', contact.email, company.email)
    if (typeof contact.contactType !== 'string' || contact.contactType === '')
      problems.push(`${where} contactPoint lacks contactType`)
    mismatch('sameAs', node.sameAs, [company.linkedInUrl])
  }
  if (node['@type'] === 'Person') {
    refersToCompany('worksFor')
    const leader = leadership.find((candidate) => candidate.name === node.name)
    if (!leader) problems.push(`${where} "${String(node.name)}" is not in content/leadership.ts`)
    else {
      mismatch('jobTitle', node.jobTitle, leader.title)
      // The company's own page is not the person's profile.
      const personal = leader.linkedInUrl !== company.linkedInUrl
      mismatch('sameAs', node.sameAs, personal ? [leader.linkedInUrl] : undefined)
    }
  }
  if (node['@type'] === 'Service') {
    refersToCompany('provider')
    mismatch('url', node.url, absoluteUrl(page.path))
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
        ...(crumb.href ? { item: absoluteUrl(crumb.href) } : {}),
      })),
    )
  }
}

describe('structured data', () => {
  it('every JSON-LD block parses, is escaped, and each node carries what its @type requires', () => {
    const problems: string[] = []
    const blocks = site.builtPages.flatMap((page) => readJsonLd(page, problems))
    for (const block of blocks) for (const node of block.nodes) checkNode(node, block.page, problems)
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
      expectCount('Person', page.path === pagePaths.about ? leadership.length : 0)
      if (hasCrumbs) counts.breadcrumbPages += 1
      if (count('Service') === 1) counts.servicePages += 1
    }
    expect(problems).toEqual([])
    expect(counts.servicePages).toBe(SPEC_SERVICE_SLUGS.length + 1)
    expect(counts.breadcrumbPages).toBe(SPEC_SERVICE_SLUGS.length + 1 + SPEC_SOLUTION_SLUGS.length)
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('the sitemap lists exactly the routes of listSitePaths(), each by its canonical URL', async () => {
    const xml = await readFile(join(CLIENT_DIR, 'sitemap.xml'), 'utf8')
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])
    expect(locs).toEqual(listSitePaths().map(absoluteUrl))
    expect(new Set(locs).size).toBe(EXPECTED_SITE_PATHS.length)
    const canonicals = site.builtPages.flatMap((page) => contentsOf(page, 'link[rel="canonical"]', 'href'))
    expect(locs.filter((loc) => !canonicals.includes(loc ?? ''))).toEqual([])
    expect(locs).not.toContain(absoluteUrl(THANK_YOU_PATH))
    expect(locs).toContain(absoluteUrl(pagePaths.privacy))
    expect(locs).not.toContain(absoluteUrl(SEARCH_PATH))
    expect(locs).toContain(absoluteUrl(pagePaths.accessibility))
  })

  it('robots.txt lets every crawler in and names the sitemap', async () => {
    const robots = await readFile(join(CLIENT_DIR, 'robots.txt'), 'utf8')
    const lines = robots.split('\n').map((line) => line.trim())
    expect(lines).toContain('User-agent: *')
    expect(lines.filter((line) => /^Disallow:\s*\S/i.test(line))).toEqual([])
    expect(lines).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`)
  })
})
