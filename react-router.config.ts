import type { Config } from '@react-router/dev/config'
import { listPrerenderedPaths } from './content/site-paths.ts'

// Every page is static HTML made at build time; no server rendering at run time.
// The search page, the thank-you page and the not-found page are prerendered too (none is in the sitemap);
// the not-found page is prerendered so that unknown URLs get real HTML with a 404 status.
export default {
  ssr: false,
  // A route's clientLoader stays in the route's own module: split out, it would be one more request on
  // the first load, which never calls it (docs/decisions/025-static-sections-keep-their-html.md).
  splitRouteModules: false,
  prerender: listPrerenderedPaths,
} satisfies Config
