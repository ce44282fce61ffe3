import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'
import { SEARCH_PATH } from '../../content/paths.ts'
import { listSitePaths } from './support.ts'

/** WCAG 2.2 level A and AA, every version's rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const WIDTHS = [1280, 390] as const

// Service pages are long and axe's time grows with the DOM; on a busy two-core machine a scan can
// take over 20 s, so the per-test budget is raised rather than letting a slow scan read as a failure.
test.describe.configure({ timeout: 90_000 })

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    for (const path of [...listSitePaths(), SEARCH_PATH, '/no-such-page']) {
      test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
        await expectNoViolations(page)
      })
    }
  })
}

test('open desktop menus have no violations', async ({ page }) => {
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
  await page.getByRole('button', { name: 'Services menu' }).click()
  await expect(page.getByRole('region', { name: 'Services menu' })).toBeVisible()
  await expectNoViolations(page)
  await page.getByRole('button', { name: 'Solutions menu' }).click()
  await expect(page.getByRole('region', { name: 'Solutions menu' })).toBeVisible()
  await expectNoViolations(page)
})

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('open with an accordion expanded has no violations', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 })
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('button', { name: 'Services' }).click()
    await expectNoViolations(page)
  })
})
