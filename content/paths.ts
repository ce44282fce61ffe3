import { allServiceLinks, serviceCategories, solutionLinks } from './catalog.ts'

/** The URL of each fixed page. routes.ts, prerender, the sitemap and the tests all read it here. */
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

/** Prerendered like any page, but served with status 404 for every unknown URL. */
export const NOT_FOUND_PATH = '/404'

/** /services/{slug} pages of the categories that live there. */
export function listCategoryPagePaths(): string[] {
  return serviceCategories.map((category) => category.href).filter((href) => href.startsWith('/services/'))
}

/** /services/{slug} pages of single services; a category at the same address would take it. */
export function listServiceDetailPaths(): string[] {
  const categoryPaths = new Set(listCategoryPagePaths())
  return allServiceLinks.map((service) => service.href).filter((href) => !categoryPaths.has(href))
}

/** /services/{slug} pages: the categories that live there, then every service. */
export function listServicePagePaths(): string[] {
  return [...listCategoryPagePaths(), ...listServiceDetailPaths()]
}

/** /solutions/{id} pages. */
export function listSolutionPagePaths(): string[] {
  return solutionLinks.map((solution) => solution.href)
}

/** Every public URL of the site, in navigation order, each once. */
export function listSitePaths(): string[] {
  return [...new Set([...Object.values(pagePaths), ...listServicePagePaths(), ...listSolutionPagePaths()])]
}

/**
 * Where a form posted without JavaScript lands. Prerendered, but not a page of the sitemap: a visitor
 * reaches it only by sending an enquiry.
 */
export const THANK_YOU_PATH = '/contact/thank-you'

/**
 * The search page and HTML site index. Prerendered and reachable from every page's header, but kept
 * out of the sitemap and marked noindex: it lists other pages rather than saying anything itself.
 */
export const SEARCH_PATH = '/search'

/** Every prerendered page: the site's pages, search, the thank-you page and the not-found page. */
export function listPrerenderedPaths(): string[] {
  return [...listSitePaths(), SEARCH_PATH, THANK_YOU_PATH, NOT_FOUND_PATH]
}
