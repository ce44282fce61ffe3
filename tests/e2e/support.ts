import { expect, type Locator, type Page } from '@playwright/test'
import { allServiceLinks, serviceCategories, solutionLinks } from '../../content/catalog.ts'
import { pages } from '../../content/pages.ts'
import { listSitePaths, pagePaths, SEARCH_PATH } from '../../content/paths.ts'
import { company } from '../../content/site.ts'

export { listSitePaths, pagePaths }

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

/**
 * Moves to another page the way a visitor's click does, without reloading the document (the router's
 * own navigate), so a sweep over every route stays quick; the heading proves the page rendered.
 */
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

/**
 * Fills every required field of the Request Consultation form with a valid enquiry; `requirements`
 * tells the runs apart, and `phone` may be replaced.
 */
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
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

export function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}
