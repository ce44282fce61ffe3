import { allUncategorizedEntries } from '../content/catalog.ts'
import { serviceCategoriesWithDrafts } from '../content/catalog-with-drafts.ts'
import { NOT_FOUND_PATH, pagePaths, SEARCH_PATH, THANK_YOU_PATH } from '../content/paths.ts'

/** Screens whose words no page shows: the e-mails, the redirects, the PDF, and the no-script page the server writes. */
export const SCREENS_WITHOUT_PAGE = ['emails', 'redirects', 'capabilityPdf', 'enquiryProblemPage']

const firstService = serviceCategoriesWithDrafts[0]?.services[0]?.href ?? pagePaths.services

/** By data file (a singleton's path without content/data/): the page that shows most of its words. */
const PAGES: Record<string, string> = {
  company: pagePaths.contact,
  'company-profile': pagePaths.corporateCapability,
  leadership: pagePaths.about,
  clients: pagePaths.home,
  testimonials: pagePaths.about,
  certifications: pagePaths.home,
  'contract-vehicles': pagePaths.corporateCapability,
  'flip-cards': pagePaths.flipCards,
  'flip-cards-page': pagePaths.flipCards,
  privacy: pagePaths.privacy,
  accessibility: pagePaths.accessibility,
  pages: pagePaths.home,
  'not-found-page': NOT_FOUND_PATH,
  'enquiry-form': pagePaths.contact,
  home: pagePaths.home,
  about: pagePaths.about,
  'corporate-capability': pagePaths.corporateCapability,
  contact: pagePaths.contact,
  'services-page': pagePaths.services,
  'solutions-page': pagePaths.solutions,
  'thank-you': THANK_YOU_PATH,
  'detail-pages': firstService,
  'site-words': pagePaths.home,
  labels: pagePaths.home,
  search: SEARCH_PATH,
  catalog: pagePaths.services,
  'solution-menu': pagePaths.solutions,
  'other-services': allUncategorizedEntries[0]
    ? `/services/${allUncategorizedEntries[0].slug}`
    : pagePaths.services,
}

/** The preview page for a singleton's path, drafts included; undefined for a screen no page shows. */
export function previewPathFor(singletonPath: string): string | undefined {
  return PAGES[singletonPath.replace(/^content\/data\//, '')]
}

/** By the file's key, since its page's address may have changed since the editor was loaded. */
export const WORDS_PAGE_PREFIX = '/_preview'
export const wordsPagePath = (collection: string, key: string) => `${WORDS_PAGE_PREFIX}/${collection}/${key}`

/** Keystatic shows a singleton's `previewUrl` as "Preview" in its screen's menu. */
export function withPreviewLinks<S extends Record<string, { path?: string }>>(
  singletons: S,
  origin: string,
): S {
  return Object.fromEntries(
    Object.entries(singletons).map(([name, singleton]) => {
      const path = singleton.path && previewPathFor(singleton.path)
      return [name, path ? { ...singleton, previewUrl: `${origin}${path}` } : singleton]
    }),
  ) as S
}

/** Keystatic fills in `{slug}`, the entry's key, in a collection's `previewUrl`. */
export function withCollectionPreviewLinks<C extends Record<string, object>>(
  collections: C,
  origin: string,
): C {
  return Object.fromEntries(
    Object.entries(collections).map(([name, collection]) => [
      name,
      { ...collection, previewUrl: `${origin}${wordsPagePath(name, '{slug}')}` },
    ]),
  ) as C
}
