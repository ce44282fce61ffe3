import { index, type RouteConfig, route } from '@react-router/dev/routes'
import { pagePaths } from '../content/paths.ts'

/** Fixed pages take their URLs from content/paths.ts; each content type has one dynamic route. */
const at = (path: string) => path.replace(/^\//, '')

export default [
  index('routes/home.tsx'),
  route(at(pagePaths.about), 'routes/about.tsx'),
  route(at(pagePaths.services), 'routes/services.tsx'),
  route(at(pagePaths.solutions), 'routes/solutions.tsx'),
  route(at(pagePaths.contact), 'routes/contact.tsx'),
  route(at(pagePaths.corporateCapability), 'routes/corporate-capability.tsx'),
  route(at(pagePaths.cybersecurity), 'routes/cybersecurity.tsx'),
  route(at(pagePaths.flipCards), 'routes/flip-cards.tsx'),
  route('services/:slug', 'routes/service-page.tsx'),
  route('solutions/:id', 'routes/solution-detail.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
