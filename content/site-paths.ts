import { allServiceLinks, allSolutionEntries, serviceCategories, solutionLinks } from './catalog.ts'
import { allServiceLinksWithDrafts, serviceCategoriesWithDrafts } from './catalog-with-drafts.ts'
import { NOT_FOUND_PATH, pagePaths, SEARCH_PATH, THANK_YOU_PATH } from './paths.ts'

export function listCategoryPagePaths(): string[] {
  return serviceCategories.map((category) => category.href).filter((href) => href.startsWith('/services/'))
}

/** A category at the same address would take precedence. */
export function listServiceDetailPaths(): string[] {
  const categoryPaths = new Set(listCategoryPagePaths())
  return allServiceLinks.map((service) => service.href).filter((href) => !categoryPaths.has(href))
}

export function listServicePagePaths(): string[] {
  return [...listCategoryPagePaths(), ...listServiceDetailPaths()]
}

export function listSolutionPagePaths(): string[] {
  return solutionLinks.map((solution) => solution.href)
}

export function listSitePaths(): string[] {
  return [...new Set([...Object.values(pagePaths), ...listServicePagePaths(), ...listSolutionPagePaths()])]
}

export function listPrerenderedPaths(): string[] {
  return [...listSitePaths(), SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PATH]
}

/** Draft pages: only the editor's site preview (SITE_PREVIEW_DRAFTS) serves them, never a build. */
export function listDraftPagePaths() {
  const published = new Set(listSitePaths())
  const categories = serviceCategoriesWithDrafts
    .map((category) => category.href)
    .filter((href) => href.startsWith('/services/') && !published.has(href))
  const services = allServiceLinksWithDrafts
    .map((service) => service.href)
    .filter((href) => !published.has(href) && !categories.includes(href))
  const solutions = allSolutionEntries
    .map((solution) => `/solutions/${solution.slug}`)
    .filter((href) => !published.has(href))
  return { categories, services, solutions }
}

export const SITE_PREVIEW_DRAFTS = 'SITE_PREVIEW_DRAFTS'
