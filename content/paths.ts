import { allServiceLinks, serviceCategories, solutionLinks } from './catalog.ts'

export const pagePaths = {
  home: '/',
  about: '/about',
  services: '/services',
  solutions: '/solutions',
  contact: '/contact',
  corporateCapability: '/corporate-capability',
  cybersecurity: '/cybersecurity',
  flipCards: '/flip-cards',
  privacy: '/privacy',
  accessibility: '/accessibility',
} as const

export const NOT_FOUND_PATH = '/404'

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

/** Prerendered but not in the sitemap: reached only by sending an enquiry. */
export const THANK_YOU_PATH = '/contact/thank-you'

/** Kept out of the sitemap and noindex: it lists other pages rather than saying anything itself. */
export const SEARCH_PATH = '/search'

export function listPrerenderedPaths(): string[] {
  return [...listSitePaths(), SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PATH]
}
