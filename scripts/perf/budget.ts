/**
 * The performance budget: the pages it covers and the limits `npm test` enforces on them.
 * The reasons for the numbers are in docs/decisions/012-performance-budget.md.
 */

/** Home, about, the services overview, one service detail page, contact and the capability page. */
export const BUDGET_PAGES = [
  '/',
  '/about',
  '/services',
  '/services/oracle-financials',
  '/contact',
  '/corporate-capability',
] as const

/** Most JavaScript, gzip-compressed, a visitor downloads before the page is interactive. */
export const FIRST_LOAD_JS_GZIP_BYTES = 145 * 1024

/**
 * Most script files a budget page loads before it is interactive: the framework, the shared chunk,
 * the root route, the page's route, the route manifest and the entry. Each is a request, and on a
 * slow link requests cost more than the bytes of a module merged into a file a page already loads.
 */
export const FIRST_LOAD_SCRIPT_FILES = 6

/** Stylesheets the browser must fetch before the first paint: one, and small. */
export const RENDER_BLOCKING_CSS = { maxFiles: 1, maxGzipBytes: 20 * 1024 }

/** What `npm run bench:web` expects of every budget page (Lighthouse, mobile, median of three runs). */
export const LIGHTHOUSE_TARGETS = {
  performance: 100,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  maxCumulativeLayoutShift: 0,
  maxTotalBlockingTimeMs: 50,
  /**
   * The home page, where every buyer lands: its median largest paint, and the spread of its first
   * paint over the runs (a page that paints at one moment on one run and another on the next is not
   * stable). AstroWind's home, the common static template, measured 1817 ms on the same runner.
   */
  home: { path: '/', maxLargestContentfulPaintMs: 1500, maxFirstContentfulPaintRangeMs: 150 },
} as const
