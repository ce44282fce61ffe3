import { expect, test } from '@playwright/test'
import { pageElements, textOf } from '../../server/html/parse-page.ts'
import { EXPECTED_SITE_PATHS } from '../fixtures/content-facts.ts'
import { watchPolicies } from './policy-support.ts'
import {
  expectedHeading,
  listSitePaths,
  testEachPathInSharedTabs,
  waitForHydration,
  watchPageErrors,
} from './support.ts'

test('the site lists the routes of the specification, the Privacy Notice and the accessibility statement', () => {
  expect([...listSitePaths()].sort()).toEqual([...EXPECTED_SITE_PATHS].sort())
})

// The specification's route list, not the site's, so a lost route fails; each runs under the production CSP.
testEachPathInSharedTabs(
  EXPECTED_SITE_PATHS,
  (path) => `${path} is prerendered with its heading and hydrates cleanly under its policy`,
  async (tab, path, { request, tabState: policies }) => {
    const heading = expectedHeading(path)
    // The reports of the tab's earlier pages were judged in their own tests.
    policies.consoleReports.length = 0

    // Without JavaScript: the static HTML already carries the page's one heading.
    const response = await request.get(path)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('text/html')
    const html = await response.text()
    const h1s = pageElements(html).filter((element) => element.tagName === 'h1')
    expect(h1s).toHaveLength(1)
    expect(h1s.map(textOf)[0]).toContain(heading)

    // In the browser: the same heading, and no errors while hydrating.
    const { errors, stop } = watchPageErrors(tab)
    try {
      const visit = await tab.goto(path)
      expect(visit?.status()).toBe(200)
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading)
      await waitForHydration(tab)
      expect(errors).toEqual([])
      expect(await policies.violations(), 'policy violations').toEqual([])
      expect(policies.consoleReports, 'policy reports').toEqual([])
    } finally {
      stop()
    }
  },
  // Each tab records policy violations from before its first page.
  { prepareTab: watchPolicies },
)

test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (message) => logged.push(message.text()))
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page'))).toBe(true)
  await expect(page).toHaveTitle(/Page Not Found/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
})

test('an unknown service slug answers 404 without JavaScript too', async ({ request }) => {
  const response = await request.get('/services/not-a-real-service')
  expect(response.status()).toBe(404)
  expect(await response.text()).toContain('Page Not Found')
})

test('an unknown service slug shows the not-found page in the browser', async ({ page }) => {
  const response = await page.goto('/services/not-a-real-service')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to Home' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/'))
})

test('Back to Home and Contact Support lead where they say', async ({ page }) => {
  await page.goto('/missing')
  await page.getByRole('link', { name: 'Contact Support' }).click()
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/contact'))
})
