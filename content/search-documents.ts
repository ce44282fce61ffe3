import { accessibilityStatement } from './accessibility.ts'
import { allServiceLinks, serviceCategories, solutionLinks } from './catalog.ts'
import { footerWords, navLabels } from './chrome.ts'
import { categoryCopy, getCategory, getPage, getService, getSolution, listFlipCards } from './index.ts'
import type { PageId } from './pages.ts'
import { pagePaths } from './paths.ts'
import { privacyNotice } from './privacy.ts'
import { searchLabels } from './search-labels.ts'

/** Built from the same content as the pages, so a new service is searchable with no other change. */
export interface SearchDocument {
  id: string
  title: string
  section: string
  summary: string
  text: string
}

export interface SearchSection {
  title: string
  documents: SearchDocument[]
}

const {
  company: COMPANY_SECTION,
  services: SERVICES_SECTION,
  solutions: SOLUTIONS_SECTION,
} = searchLabels.sections

/** A visitor's name for each fixed page (the home page's heading is a slogan). */
const fixedPages: { id: PageId & keyof typeof pagePaths; name?: string; section: string }[] = [
  { id: 'home', name: navLabels.home, section: COMPANY_SECTION },
  { id: 'about', name: footerWords.quickLinks.about, section: COMPANY_SECTION },
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

function pageDocument(
  link: { href: string; name: string },
  section: string,
  summary: string,
  text: readonly (string | readonly string[] | undefined)[],
): SearchDocument {
  return { id: link.href, title: link.name, section, summary, text: joined(...text) }
}

/** A link without words is a content mistake the build must stop on. */
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

export function listSearchDocuments(): SearchDocument[] {
  return [...fixedPageDocuments(), ...categoryDocuments(), ...serviceDocuments(), ...solutionDocuments()]
}

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
