import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { allCategoryEntries } from '../../content/catalog.ts'
import { certifications } from '../../content/certifications.ts'
import { contractVehicles } from '../../content/contract-vehicles.ts'
import { listRotatingClients, listTestimonials } from '../../content/index.ts'
import { leadership } from '../../content/leadership.ts'
import { aboutLabels } from '../../content/page-sections.ts'
import { CATEGORY_PATHS, SERVICE_PATHS } from '../fixtures/content-facts.ts'
import {
  BUILT_SITE_TIMEOUTS,
  type BuiltPage,
  type BuiltSite,
  CLIENT_DIR,
  loadBuiltSite,
} from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

/** Whatever the content holds, each built page shows its lists' sections only when they have entries. */

let site: BuiltSite
beforeAll(async () => {
  site = await loadBuiltSite()
})

const page = (path: string): BuiltPage => {
  const found = site.builtPages.find((candidate) => candidate.path === path)
  if (!found) throw new Error(`${path} was not built`)
  return found
}
const has = (path: string, selector: string) => page(path).document.querySelector(selector) !== null
const headingText = (section: Element) =>
  [...section.querySelectorAll('h1, h2, h3')].map((heading) => heading.textContent ?? '').join('')

describe('sections of lists', () => {
  it('appear on the home page only for contract vehicles and certifications the content has', () => {
    expect(has('/', '#contractvehicles')).toBe(contractVehicles.length > 0)
    expect(has('/', '#certification')).toBe(certifications.length > 0)
    expect(has('/corporate-capability', 'section[aria-labelledby="capability-vehicles-heading"]')).toBe(
      contractVehicles.length > 0,
    )
  })

  it('appear on the About page only for testimonials, clients and leaders the content has', () => {
    const about = page('/about').document
    expect(about.querySelector(`section[aria-label="${aboutLabels.testimonials}"]`) !== null).toBe(
      listTestimonials().length > 0,
    )
    expect(about.querySelector('#leadership') !== null).toBe(leadership.length > 0)
    expect(about.querySelector('a[href="/about#leadership"]') !== null).toBe(leadership.length > 0)
    expect(about.querySelector('section[aria-labelledby="clients-served-heading"]') !== null).toBe(
      listRotatingClients().length > 0,
    )
  })

  it('are linked from every page’s footer only when they are shown', () => {
    for (const built of site.builtPages) {
      const footer = built.document.querySelector('footer')
      expect(footer?.querySelector('a[href="/#contractvehicles"]') !== null, built.path).toBe(
        contractVehicles.length > 0,
      )
      expect(footer?.querySelector('a[href="/#certification"]') !== null, built.path).toBe(
        certifications.length > 0,
      )
    }
  })

  it('never leave a list, or a section with nothing but its heading, empty', () => {
    const problems: string[] = []
    for (const built of site.builtPages) {
      for (const list of built.document.querySelectorAll('main ul, main ol, main dl, footer ul'))
        if (list.children.length === 0) problems.push(`${built.path}: an empty ${list.tagName.toLowerCase()}`)
      for (const section of built.document.querySelectorAll('main section, footer section')) {
        const heading = headingText(section).replace(/\s+/g, '')
        const text = (section.textContent ?? '').replace(/\s+/g, '')
        if (heading !== '' && text === heading && section.querySelector('img, form') === null)
          problems.push(`${built.path}: section "${headingText(section)}" has only its heading`)
      }
    }
    expect(problems).toEqual([])
  })
})

describe('category and service pages', () => {
  it('are built for every category and service of the menu, each titled with its name', () => {
    for (const path of [...CATEGORY_PATHS, ...SERVICE_PATHS])
      expect(page(path).document.querySelector('h1')?.textContent?.trim(), path).toBeTruthy()
  })
})

describe('draft services', () => {
  const drafts = allCategoryEntries.flatMap((category) =>
    category.services.filter((service) => service.draft === true),
  )

  it('have no page, and no built page, sitemap or search entry names them', () => {
    const sitemap = readFileSync(join(CLIENT_DIR, 'sitemap.xml'), 'utf8')
    const searchIndex = readdirSync(join(CLIENT_DIR, 'assets'))
      .filter((file) => file.includes('search-documents') && file.endsWith('.js'))
      .map((file) => readFileSync(join(CLIENT_DIR, 'assets', file), 'utf8'))
    expect(searchIndex.length).toBeGreaterThan(0)
    for (const draft of drafts) {
      expect(sitemap).not.toContain(`/services/${draft.slug}<`)
      for (const index of searchIndex) expect(index).not.toContain(draft.name)
      const address = `/services/${draft.slug}`
      expect(site.pages.has(address), address).toBe(false)
      for (const built of site.builtPages) {
        expect(built.html.includes(`"${address}"`), `${built.path} links ${address}`).toBe(false)
        expect(built.html.includes(draft.name), `${built.path} names ${draft.name}`).toBe(false)
      }
    }
  })
})
