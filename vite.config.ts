import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { listSearchDocuments } from './content/search-documents.ts'
import { serviceStaticSections, staticSections } from './content/static-sections.ts'
import { buildDataModulesPlugin } from './scripts/build-data/build-data-modules-plugin.ts'
import { commonJsFacadesPlugin, isCommonJsFacade } from './scripts/bundle/commonjs-facades-plugin.ts'
import { contentGatePlugin } from './scripts/content/content-gate-plugin.ts'

/** React, its DOM renderer and the router: needed by every page, changed only on upgrades. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/
/** The CommonJS packages other chunks import: served through facades in the framework chunk. */
const COMMONJS_FRAMEWORK_PACKAGES = ['react', 'react-dom']

const SHARED = /[\\/](node_modules|app|content|contract)[\\/]/
/**
 * Libraries only some pages or the lazily loaded menus need: the validation library (forms), the
 * search engine (loaded when search first opens) and the Radix widgets beyond the disclosure that
 * every page's header uses.
 */
const LAZY_LIBRARY = /node_modules[\\/](zod|minisearch|@radix-ui)[\\/]/
const EAGER_RADIX =
  /@radix-ui[\\/](primitive|react-(collapsible|compose-refs|context|id|presence|primitive|slot|use-controllable-state|use-layout-effect|use-effect-event))[\\/]/

/**
 * Components built on those widgets, and search beyond its header button (the dialog, the engine and
 * their words): kept out of the common chunk so it never pulls them in.
 */
const WIDGET =
  /[\\/](contract-vehicle-accordion|mobile-nav-panel|services-mega-menu|toaster|search-dialog|search-engine|search-highlight|search-results|load-site-search|search-labels|search-synonyms|search-documents)\.tsx?$/

/**
 * The category pages' own sections (the overview with its carousel, the figures band, the scroll
 * links and the short enquiry form): only the category pages and the cybersecurity page use them, so
 * they form a chunk of their own rather than sit in the shared chunk every page loads.
 */
const CATEGORY_PAGE = /[\\/](category-overview|short-enquiry-form|stats-band|scroll-link)\.tsx?$/

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
            { name: 'framework', test: (id) => FRAMEWORK.test(id) || isCommonJsFacade(id), priority: 3 },
            // The root route imports every module two entries share, so every page loaded both of
            // the former "shared" (five or more entries) and "common" (two or more) chunks: one file.
            {
              name: 'shared',
              test: (id) =>
                SHARED.test(id) &&
                (EAGER_RADIX.test(id) || !LAZY_LIBRARY.test(id)) &&
                !WIDGET.test(id) &&
                !CATEGORY_PAGE.test(id),
              minShareCount: 2,
              priority: 2,
            },
          ],
        },
      },
    },
  },
})
