/** Constants only: every page's first load imports them; the page lists (site-paths.ts) bring the whole catalog. */
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

/** Prerendered but not in the sitemap: reached only by sending an enquiry. */
export const THANK_YOU_PATH = '/contact/thank-you'

/** Kept out of the sitemap and noindex: it lists other pages rather than saying anything itself. */
export const SEARCH_PATH = '/search'
