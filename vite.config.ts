import { resolve } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import routes from './app/routes.ts'
import { listSearchDocuments } from './content/search-documents.ts'
import { serviceStaticSections, staticSections } from './content/static-sections.ts'
import { buildDataModulesPlugin } from './scripts/build-data/build-data-modules-plugin.ts'
import { createChunkRules, routeFilesServing } from './scripts/bundle/chunk-rules.ts'
import { commonJsFacadesPlugin } from './scripts/bundle/commonjs-facades-plugin.ts'
import { contentGatePlugin } from './scripts/content/content-gate-plugin.ts'
import { BUDGET_PAGES } from './scripts/perf/budget.ts'

/** The CommonJS packages other chunks import: served through facades in the framework chunk. */
const COMMONJS_FRAMEWORK_PACKAGES = ['react', 'react-dom']

const APP_DIRECTORY = resolve(import.meta.dirname, 'app')
const chunkRules = createChunkRules({
  clientEntry: resolve(APP_DIRECTORY, 'entry.client.tsx'),
  budgetRoutes: ['root.tsx', ...routeFilesServing(BUDGET_PAGES, routes)].map((file) =>
    resolve(APP_DIRECTORY, file),
  ),
})

const SERVICE_SLUGS = serviceStaticSections.slugs()
const serviceModuleId = (slug: string) => `virtual:static-sections/service/${slug}`

/**
 * Data the browser loads lazily, made from the content at build time: the search index (decision 019)
 * and each page's static sections, for a visit by link (decision 025); a service page's by its slug,
 * through the index `virtual:static-sections/service`.
 */
const BUILD_DATA_MODULES = {
  'virtual:search-documents': listSearchDocuments,
  ...Object.fromEntries(
    Object.entries(staticSections).map(([page, load]) => [`virtual:static-sections/${page}`, load]),
  ),
  ...Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [serviceModuleId(slug), () => serviceStaticSections.load(slug)]),
  ),
}
const BUILD_DATA_INDEXES = {
  'virtual:static-sections/service': Object.fromEntries(
    SERVICE_SLUGS.map((slug) => [slug, serviceModuleId(slug)]),
  ),
}

export default defineConfig({
  plugins: [
    commonJsFacadesPlugin(COMMONJS_FRAMEWORK_PACKAGES),
    tailwindcss(),
    reactRouter(),
    buildDataModulesPlugin(BUILD_DATA_MODULES, BUILD_DATA_INDEXES),
    contentGatePlugin(import.meta.dirname),
  ],
  build: {
    // Keep fonts and small images as files so they can be cached and preloaded.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A page's first load is a few files rather than thirty: each request costs a round trip
        // on a slow mobile connection, far more than the bytes of a shared module a page may not use.
        codeSplitting: {
          groups: [
            // With React's interop done once in its facades, only this chunk needs the bundler's
            // runtime helpers, so they come with it instead of as a file of their own.
            {
              name: (id, context) => (chunkRules.isFramework(id, context) ? 'framework' : null),
              priority: 3,
            },
            // One file for every module a budget page shares with another route or a lazy chunk,
            // rather than a chunk for each combination (scripts/bundle/chunk-rules.ts).
            {
              name: (id, context) => (chunkRules.isShared(id, context) ? 'shared' : null),
              minShareCount: 2,
              tags: ['$initial'],
              priority: 2,
            },
          ],
        },
      },
    },
  },
})
