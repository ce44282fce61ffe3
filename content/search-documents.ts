import { accessibilityStatement } from './accessibility.ts'
import { allServiceLinks, serviceCategories, solutionLinks } from './catalog.ts'
import { categoryCopy, getCategory, getPage, getService, getSolution, listFlipCards } from './index.ts'
import type { PageId } from './pages.ts'
import { pagePaths } from './paths.ts'
import { privacyNotice } from './privacy.ts'

/**
 * What site search and the site index know about each page, made at build time from the same content
 * that renders the pages: a new service is searchable, and listed in the index, with no other change.
 */
export interface SearchDocument {
  /** The page's path, which is also its id in the search index. */
  id: string
  title: string
  /** The part of the site the page belongs to: a service's category, "Solutions", "Company". */
  section: string
  /** One or two sentences shown when no matched words can be quoted. */
  summary: string
  /** The page's words, for matching and for quoting around matched words. */
  text: string
}

/** A heading of the site index and the pages under it. */
export interface SearchSection {
  title: string
  documents: SearchDocument[]
}

export const COMPANY_SECTION = 'Company'
export const SERVICES_SECTION = 'Services'
export const SOLUTIONS_SECTION = 'Solutions'

/** The fixed pages, with the name a visitor knows each by (the home page's heading is a slogan). */
const fixedPages: { id: PageId & keyof typeof pagePaths; name?: string; section: string }[] = [
  { id: 'home', name: 'Home', section: COMPANY_SECTION },
  { id: 'about', name: 'About Us', section: COMPANY_SECTION },
  { id: 'corporateCapability', section: COMPANY_SECTION },
  { id: 'flipCards', section: COMPANY_SECTION },
  { id: 'contact', section: COMPANY_SECTION },
  { id: 'accessibility', section: COMPANY_SECTION },
  { id: 'privacy', section: COMPANY_SECTION },
  { id: 'services', section: SERVICES_SECTION },
  { id: 'solutions', section: SOLUTIONS_SECTION },
]

const joined = (...parts: (string | readonly string[] | undefined)[]) =>
  parts
    .flat()
    .filter((part): part is string => Boolean(part))
    .join(' ')

/** Every sentence of a words module (nested objects and lists of strings), for matching. */
const allStrings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(allStrings)
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(allStrings)
        : []

const points = (list: readonly { title: string; description: string }[] | undefined) =>
  (list ?? []).map((point) => `${point.title}. ${point.description}`)

/** A page's search document: the link gives its address and name, the page's own words the rest. */
function pageDocument(
  link: { href: string; name: string },
  section: string,
  summary: string,
  text: readonly (string | readonly string[] | undefined)[],
): SearchDocument {
  return { id: link.href, title: link.name, section, summary, text: joined(...text) }
}

/** A linked page's words; a link without them is a content mistake the build must stop on. */
function wordsOf<Words>(words: Words | undefined, what: string): Words {
  if (!words) throw new Error(`No words for ${what}`)
  return words
}

function fixedPageDocuments(): SearchDocument[] {
  return fixedPages.map(({ id, name, section }) => {
    const page = getPage(id)
    const extra =
      id === 'flipCards'
        ? listFlipCards().map((card) => joined(card.title, card.description))
        : id === 'accessibility'
          ? accessibilityStatement.sections.flatMap((part) => [part.heading, ...part.paragraphs])
          : id === 'privacy'
            ? allStrings(privacyNotice)
            : []
    const link = { href: pagePaths[id], name: name ?? page.title }
    return pageDocument(link, section, page.seo.description, [page.intro, page.seo.description, extra])
  })
}

function categoryDocuments(): SearchDocument[] {
  return serviceCategories.map((link) => {
    const category = wordsOf(getCategory(link.id), `category ${link.id}`)
    const serviceNames = link.services.map((service) => service.name)
    return pageDocument(link, SERVICES_SECTION, category.summary, [
      category.summary,
      category.covers,
      points(category.reasons),
      serviceNames,
    ])
  })
}

/** A service outside every menu category is filed under the category that lists it as a companion. */
function sectionOfService(slug: string, categoryName: string | undefined): string {
  if (categoryName) return categoryName
  const companion = serviceCategories.find((category) => categoryCopy[category.id]?.alsoSlugs?.includes(slug))
  return companion?.name ?? SERVICES_SECTION
}

function serviceDocuments(): SearchDocument[] {
  return allServiceLinks.map((link) => {
    const service = wordsOf(getService(link.slug), `service ${link.slug}`)
    const section = sectionOfService(link.slug, service.category?.name)
    return pageDocument(link, section, service.summary, [
      service.summary,
      service.overview,
      points(service.capabilities),
      service.contexts,
    ])
  })
}

function solutionDocuments(): SearchDocument[] {
  return solutionLinks.map((link) => {
    const solution = wordsOf(getSolution(link.id), `solution ${link.id}`)
    return pageDocument(link, SOLUTIONS_SECTION, solution.summary, [
      solution.tagline,
      solution.summary,
      solution.features,
      solution.problem,
      points(solution.howItWorks),
    ])
  })
}

/** Every page of the sitemap as search sees it, in navigation order. */
export function listSearchDocuments(): SearchDocument[] {
  return [...fixedPageDocuments(), ...categoryDocuments(), ...serviceDocuments(), ...solutionDocuments()]
}

/** The site index: every page grouped by section, company pages first, then services by category. */
export function listSearchSections(documents = listSearchDocuments()): SearchSection[] {
  const sections = new Map<string, SearchDocument[]>()
  for (const document of documents) {
    const list = sections.get(document.section) ?? []
    list.push(document)
    sections.set(document.section, list)
  }
  const order = [
    COMPANY_SECTION,
    SERVICES_SECTION,
    ...serviceCategories.map((c) => c.name),
    SOLUTIONS_SECTION,
  ]
  return [...sections]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([title, list]) => ({ title, documents: list }))
}
