import { allUncategorizedEntries } from '../content/catalog.ts'
import { serviceCategoriesWithDrafts } from '../content/catalog-with-drafts.ts'
import { NOT_FOUND_PATH, pagePaths, SEARCH_PATH, THANK_YOU_PATH } from '../content/paths.ts'
import { allSolutionEntries } from '../content/solution-links.ts'

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
  const file = singletonPath.replace(/^content\/data\//, '')
  const [folder, key] = file.split('/')
  if (folder === 'categories')
    return serviceCategoriesWithDrafts.find((category) => category.key === key)?.href
  if (folder === 'solutions') {
    const solution = allSolutionEntries.find((entry) => entry.key === key)
    return solution && `/solutions/${solution.slug}`
  }
  return PAGES[file]
}

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
