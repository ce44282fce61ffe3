import { allServiceLinks, serviceCategories, solutionLinks } from './catalog.ts'
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
