import type { Page } from '@playwright/test'
import { allServiceLinks, serviceCategories, solutionLinks } from '../../content/catalog.ts'
import { pages } from '../../content/pages.ts'
import { listSitePaths, pagePaths, SEARCH_PATH } from '../../content/paths.ts'

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
