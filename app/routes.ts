import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { pagePaths, SEARCH_PATH, THANK_YOU_PATH } from '../content/paths.ts'
import {
  listCategoryPagePaths,
  listDraftPagePaths,
  listServiceDetailPaths,
  listSolutionPagePaths,
  SITE_PREVIEW_DRAFTS,
} from '../content/site-paths.ts'

/**
 * One route per page rather than a dynamic segment, so an unknown slug matches only the catch-all, as its
 * prerendered 404 page does, and hydrates without a mismatch.
 */
const at = (path: string) => path.replace(/^\//, '')

const drafts =
  process.env[SITE_PREVIEW_DRAFTS] === '1'
    ? listDraftPagePaths()
    : { categories: [], services: [], solutions: [] }

export default [
  index('routes/home.tsx'),
  route(at(pagePaths.about), 'routes/about.tsx'),
  route(at(pagePaths.services), 'routes/services.tsx'),
  route(at(pagePaths.solutions), 'routes/solutions.tsx'),
  route(at(pagePaths.contact), 'routes/contact.tsx'),
  route(at(THANK_YOU_PATH), 'routes/thank-you.tsx'),
  route(at(pagePaths.corporateCapability), 'routes/corporate-capability.tsx'),
  route(at(pagePaths.cybersecurity), 'routes/cybersecurity.tsx'),
  route(at(pagePaths.flipCards), 'routes/flip-cards.tsx'),
  route(at(pagePaths.privacy), 'routes/privacy.tsx'),
  route(at(pagePaths.accessibility), 'routes/accessibility.tsx'),
  route(at(SEARCH_PATH), 'routes/search.tsx'),
  ...[...listCategoryPagePaths(), ...drafts.categories].map((path) =>
    route(at(path), 'routes/category-page.tsx', { id: `category:${path}` }),
  ),
  ...[...listServiceDetailPaths(), ...drafts.services].map((path) =>
    route(at(path), 'routes/service-page.tsx', { id: `service:${path}` }),
  ),
  ...[...listSolutionPagePaths(), ...drafts.solutions].map((path) =>
    route(at(path), 'routes/solution-detail.tsx', { id: `solution:${path}` }),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
