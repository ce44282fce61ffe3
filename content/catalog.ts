import catalog from './data/catalog.json' with { type: 'json' }
import { publishedCategories, publishedEntries } from './published-view.ts'
import type { CategoryEntry, ServiceEntry } from './schema.ts'

// Names and addresses only: the navigation ships this module. A changed slug needs a redirect.

export type ServiceArea = CategoryEntry['area']

/** Drafts included: only the content gate and the editor read these. */
export const allCategoryEntries = catalog.categories as readonly CategoryEntry[]
export const allUncategorizedEntries: readonly ServiceEntry[] = catalog.otherServices

/** What the site builds: without drafts (published-view.ts). */
export const categoryEntries: readonly CategoryEntry[] = globalThis.__DRAFTS_STRIPPED__
  ? allCategoryEntries
  : publishedCategories(allCategoryEntries)

export const uncategorizedEntries: readonly ServiceEntry[] = globalThis.__DRAFTS_STRIPPED__
  ? allUncategorizedEntries
  : publishedEntries(allUncategorizedEntries)

export type CategoryId = CategoryEntry['slug']

export interface ServiceLink {
  slug: string
  name: string
  href: string
  categoryId: CategoryId | null
}

export interface CategoryLink {
  id: CategoryId
  /** Names the words file; unlike the id (the slug), it never changes. */
  key: string
  name: string
  area: ServiceArea
  href: string
  services: ServiceLink[]
}

function linkService(entry: ServiceEntry, categoryId: CategoryId | null): ServiceLink {
  return { slug: entry.slug, name: entry.name, href: `/services/${entry.slug}`, categoryId }
}

export function linkCategories(entries: readonly CategoryEntry[]): CategoryLink[] {
  return entries.map((entry) => ({
    id: entry.slug,
    key: entry.key,
    name: entry.name,
    area: entry.area,
    href: entry.path ?? `/services/${entry.slug}`,
    services: entry.services.map((service) => linkService(service, entry.slug)),
  }))
}

export const serviceCategories: readonly CategoryLink[] = linkCategories(categoryEntries)

export const uncategorizedServices: readonly ServiceLink[] = uncategorizedEntries.map((entry) =>
  linkService(entry, null),
)

export const allServiceLinks: readonly ServiceLink[] = [
  ...serviceCategories.flatMap((category) => category.services),
  ...uncategorizedServices,
]

export { allSolutionEntries, type SolutionLink, solutionEntries, solutionLinks } from './solution-links.ts'
