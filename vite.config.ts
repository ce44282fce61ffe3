import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { searchDocumentsPlugin } from './scripts/search/search-documents-plugin.ts'

/** React, its DOM renderer and the router: needed by every page, changed only on upgrades. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), searchDocumentsPlugin()],
  build: {
    // Keep fonts and small images as files so they can be cached and preloaded.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // A page's first load is a few files rather than thirty: each request costs a round trip
        // on a slow mobile connection, far more than the bytes of a shared module a page may not use.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 3 },
            {
              name: 'shared',
              test: (id) => SHARED.test(id) && (EAGER_RADIX.test(id) || !LAZY_LIBRARY.test(id)),
              minShareCount: 5,
              priority: 2,
            },
            {
              name: 'common',
              test: (id) => SHARED.test(id) && !LAZY_LIBRARY.test(id) && !WIDGET.test(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
})
