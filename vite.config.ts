import { resolve } from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import routes from './app/routes.ts'
import { listSearchDocuments } from './content/search-documents.ts'
import { serviceStaticSections, staticSections } from './content/static-sections.ts'
import { BUDGET_PAGES } from './scripts/bench/perf/budget.ts'
import { buildDataModulesPlugin } from './scripts/build-steps/build-data/build-data-modules-plugin.ts'
import { createChunkRules, routeFilesServing } from './scripts/build-steps/bundle/chunk-rules.ts'
import { commonJsFacadesPlugin } from './scripts/build-steps/bundle/commonjs-facades-plugin.ts'
import { earlyErrorsPlugin } from './scripts/build-steps/bundle/early-errors.ts'
import { publishedDataPlugin } from './scripts/build-steps/bundle/published-data-plugin.ts'
import { siteRolldownOptions } from './scripts/build-steps/bundle/rolldown-options.ts'
import { contentGatePlugin } from './scripts/build-steps/content/content-gate-plugin.ts'
import { API_ORIGIN_SETTING, readApiOrigin } from './server/http/api-origin.ts'

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

/** Lazily loaded build-time data: the search index (decision 019) and static sections (decision 025). */
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

if (process.env.VITE_CONTACT_API_URL)
  throw new Error(
    'VITE_CONTACT_API_URL is gone: set PUBLIC_API_ORIGIN to the API origin (docs/operations.md)',
  )

export default defineConfig(({ command }) => ({
  define: {
    // The pages and their scripts name the API by this constant; '' keeps them on their own origin.
    [`import.meta.env.${API_ORIGIN_SETTING}`]: JSON.stringify(readApiOrigin()),
    // Only a build strips drafts from the data it bundles; the editor's preview serves them, marked.
    'globalThis.__DRAFTS_STRIPPED__': JSON.stringify(command === 'build'),
  },
  plugins: [
    commonJsFacadesPlugin(COMMONJS_FRAMEWORK_PACKAGES),
    earlyErrorsPlugin(),
    tailwindcss(),
    reactRouter(),
    buildDataModulesPlugin(BUILD_DATA_MODULES, BUILD_DATA_INDEXES),
    contentGatePlugin(import.meta.dirname),
    publishedDataPlugin(import.meta.dirname),
  ],
  build: {
    // Kept as files so they can be cached and preloaded.
    assetsInlineLimit: 0,
    rolldownOptions: siteRolldownOptions(chunkRules),
  },
}))
