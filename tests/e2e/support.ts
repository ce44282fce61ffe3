import {
  type APIRequestContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test'
import { allServiceLinks, serviceCategories, solutionLinks } from '../../content/catalog.ts'
import { pages } from '../../content/pages.ts'
import { pagePaths, SEARCH_PATH } from '../../content/paths.ts'
import { company } from '../../content/site.ts'
import { listSitePaths } from '../../content/site-paths.ts'

export { listSitePaths, pagePaths }

/** Layout sizes are floats (399.9999 for 400 px), so sizes and edges are compared within this tolerance. */
export const LAYOUT_TOLERANCE_PX = 0.5

export function expectLayoutLength(actual: number | undefined, expected: number, what?: string) {
  expect(actual, what).toBeDefined()
  expect(Math.abs((actual ?? Number.NaN) - expected), what ?? `${actual} ≈ ${expected}`).toBeLessThan(
    LAYOUT_TOLERANCE_PX,
  )
}

/** Every page a visitor can reach: the sitemap's, and the search page with its site index. */
export function listReachablePaths(): string[] {
  return [...listSitePaths(), SEARCH_PATH]
}

/** The <h1> each route must show, read from the same content the site renders. */
export function expectedHeading(path: string): string {
  if (path === SEARCH_PATH) return pages.search.title
  const fixedPage = (Object.entries(pagePaths) as [keyof typeof pagePaths, string][]).find(
    ([, p]) => p === path,
  )
  if (fixedPage && fixedPage[0] !== 'cybersecurity') return pages[fixedPage[0]].title
  const category = serviceCategories.find((candidate) => candidate.href === path)
  if (category) return category.name
  const service = allServiceLinks.find((candidate) => candidate.href === path)
  if (service) return service.name
  const solution = solutionLinks.find((candidate) => candidate.href === path)
  if (solution) return solution.name
  throw new Error(`No expected heading for ${path}`)
}

/** Waits until the page's scripts have taken over (root.tsx sets data-hydrated); generous for a busy machine. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 30_000 })
}

/** Loads a page as a new document and waits until it is hydrated. */
export async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await waitForHydration(page)
}

/** Opens a page with the clock stopped: its timers fire only when a test runs the clock. */
export async function openWithStoppedClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'))
  await openHydrated(page, path)
}

/** Rests the pointer on the fixed header's empty corner, over no carousel, so hovering holds none. */
export async function movePointerAway(page: Page) {
  await page.mouse.move(4, 4)
}

/** Navigates as a click does, without a reload, so a sweep over every route stays quick. */
export async function visit(page: Page, path: string) {
  const clientSide = await page.evaluate(async (to) => {
    const router = (window as unknown as { __reactRouterDataRouter?: { navigate: (to: string) => unknown } })
      .__reactRouterDataRouter
    if (!router) return false
    await router.navigate(to)
    return true
  }, path)
  if (!clientSide) await openHydrated(page, path)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading(path))
  await expect(page).toHaveURL(path)
}

/** Fills the Request Consultation form's required fields; `requirements` tells runs apart. */
export async function fillConsultation(
  form: Locator,
  requirements: string,
  { phone = '+1 703-555-0199' } = {},
) {
  const field = (label: string) => form.getByLabel(label, { exact: false })
  await field('First Name').fill('Marcus')
  await field('Last Name').fill('Ellery')
  await field('Email').fill('marcus.ellery@university.example.edu')
  await field('Phone').fill(phone)
  await field('Organization').fill('Example State University')
  await field('Requirements').fill(requirements)
}

/** Fills the Request Consultation form on the open page, submits it and waits for its thank-you status. */
export async function submitConsultation(page: Page, requirements: string) {
  const form = page.getByRole('form', { name: 'Request Consultation' })
  await fillConsultation(form, requirements)
  await form.getByRole('button', { name: 'Submit Request' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! We will contact you within 24 hours.' }),
  ).toBeVisible()
}

/** The firm's e-mail address and phone number stand in `region` as mailto: and tel: links. */
export async function expectCompanyContactLinks(region: Locator) {
  await expect(region.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  )
  await expect(region.getByRole('link', { name: company.phone.display })).toHaveAttribute(
    'href',
    `tel:${company.phone.e164}`,
  )
}

/** Collects console errors and uncaught exceptions of a page for a later assertion. */
export function collectPageErrors(page: Page): string[] {
  return watchPageErrors(page).errors
}

/** Like collectPageErrors, with a way to stop listening, for a tab that outlives one test. */
export function watchPageErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text())
  }
  const onPageError = (error: Error) => errors.push(error.message)
  page.on('console', onConsole)
  page.on('pageerror', onPageError)
  return {
    errors,
    stop: () => {
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
    },
  }
}

function inGroups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, index * size + size),
  )
}

// One test per path, each group of paths sharing a browser tab (a new tab costs about a second); after a
// failure the rest of the group continues in a new worker with a new tab.
export function testEachPathInSharedTabs<TabState = undefined>(
  paths: readonly string[],
  name: (path: string) => string,
  check: (
    tab: Page,
    path: string,
    fixtures: { request: APIRequestContext; tabState: TabState },
  ) => Promise<void>,
  {
    perTab = 9,
    viewport = { width: 1280, height: 900 },
    prepareTab,
  }: {
    perTab?: number
    viewport?: { width: number; height: number }
    /** Runs once on each new tab before its first path, e.g. to start a recorder; its result reaches every check. */
    prepareTab?: (tab: Page) => Promise<TabState>
  } = {},
) {
  for (const [group, groupPaths] of inGroups(paths, perTab).entries()) {
    test.describe(`tab ${group + 1}`, () => {
      test.describe.configure({ mode: 'default' })
      let tab: Page
      let tabState: TabState
      test.beforeAll(async ({ browser }) => {
        tab = await browser.newPage({ viewport })
        tabState = (await prepareTab?.(tab)) as TabState
      })
      test.afterAll(async () => {
        await tab.close()
      })
      for (const path of groupPaths) {
        test(name(path), async ({ request }) => check(tab, path, { request, tabState }))
      }
    })
  }
}
