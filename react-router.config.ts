import type { Config } from '@react-router/dev/config'
import { listDraftPagePaths, listPrerenderedPaths, SITE_PREVIEW_DRAFTS } from './content/site-paths.ts'

// Every page is static HTML made at build time; the not-found page too, so unknown URLs get HTML and a 404.
export default {
  // Another directory only for a second build beside the default one (build-steps/build-directory.ts).
  buildDirectory: process.env.BUILD_DIRECTORY || 'build',
  ssr: false,
  // A route's clientLoader stays in the route's own module: split out, it would be one more request on
  // the first load, which never calls it (docs/decisions/025-static-sections-keep-their-html.md).
  splitRouteModules: false,
  prerender: () => [
    ...listPrerenderedPaths(),
    ...(process.env[SITE_PREVIEW_DRAFTS] === '1' ? Object.values(listDraftPagePaths()).flat() : []),
  ],
} satisfies Config
