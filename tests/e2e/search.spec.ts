import { expect, type Page, test } from '@playwright/test'
import { SEARCH_PATH } from '../../content/paths.ts'
import { listSearchSections } from '../../content/search-documents.ts'
import { searchLabels } from '../../content/search-labels.ts'
import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import { collectPageErrors, listSitePaths } from './support.ts'

// Site search on the production server: header button, shortcuts, dialog combobox, search page (with/without
// JS).

const SERVICE_PAGE = '/services/oracle-financials'
const WIDTHS = [1280, 390] as const

const dialog = (page: Page) => page.getByRole('dialog', { name: searchLabels.dialogTitle })
const searchBox = (page: Page) => dialog(page).getByRole('combobox', { name: searchLabels.inputLabel })
const options = (page: Page) => dialog(page).getByRole('option')
const headerButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' })

async function openService(page: Page) {
  await page.goto(SERVICE_PAGE)
  await waitForHydration(page)
}

/** Types a query and waits for the dialog's results to answer it. */
async function search(page: Page, query: string) {
  await searchBox(page).fill(query)
  await expect(dialog(page).getByRole('status')).toContainText(`“${query}”`)
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } })

    test('the button, "/" and Ctrl+K open search on a service page; Escape closes it and returns focus', async ({
      page,
    }) => {
      const errors = collectPageErrors(page)
      await openService(page)
      const button = headerButton(page)
      await expect(button).toBeVisible()

      await button.click()
      await expect(searchBox(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await expect(button).toBeFocused()

      await page.locator('main h1').click()
      await page.keyboard.press('/')
      await expect(searchBox(page)).toBeFocused()
      await expect(searchBox(page)).toHaveValue('')
      await page.keyboard.press('Escape')
      await expect(button).toBeFocused()

      await page.locator('main h1').click()
      await page.keyboard.press('Control+k')
      await expect(searchBox(page)).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(dialog(page)).toBeHidden()
      await expect(button).toBeFocused()
      expect(errors).toEqual([])
    })

    test('axe finds nothing with the dialog open and results listed', async ({ page }) => {
      await openService(page)
      await headerButton(page).click()
      await expectNoAxeViolations(page)
      await search(page, 'hyperion')
      await page.keyboard.press('ArrowDown')
      await expectNoAxeViolations(page)
    })
  })
}

test('"hyperion" lists Oracle Hyperion first, marked, and Enter opens it', async ({ page }) => {
  await openService(page)
  await page.keyboard.press('/')
  await search(page, 'hyperion')
  const first = options(page).first()
  await expect(first).toContainText('Oracle Hyperion')
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(searchBox(page)).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id')) ?? '',
  )
  await expect(first.locator('mark').first()).toHaveText(/hyperion/i)
  await expect(first).toContainText('ERP Solutions')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/services/oracle-hyperion')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oracle Hyperion')
  await expect(dialog(page)).toBeHidden()
})

test('keys typed straight after "/" reach the search box, even while its code downloads', async ({
  page,
}) => {
  await openService(page)
  await page.locator('main h1').click()
  await page.keyboard.press('/')
  await page.keyboard.type('hyperion')
  await expect(searchBox(page)).toHaveValue('hyperion')
  await expect(options(page).first()).toContainText('Oracle Hyperion')
  await page.keyboard.type(' planning')
  await expect(searchBox(page)).toHaveValue('hyperion planning')
})

test('arrow keys move through the results and wrap; Enter opens the one chosen', async ({ page }) => {
  await openService(page)
  await page.keyboard.press('Control+k')
  await search(page, 'grants')
  const count = await options(page).count()
  expect(count).toBeGreaterThan(2)
  await page.keyboard.press('ArrowDown')
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(options(page).first()).toHaveAttribute('aria-selected', 'false')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(options(page).nth(count - 1)).toHaveAttribute('aria-selected', 'true')
  const chosen = options(page).nth(count - 1)
  const title = await chosen.locator('span').nth(1).textContent()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '')
})

test.describe('the queries federal buyers type', () => {
  for (const [query, title] of [
    ['hyperi', 'Oracle Hyperion'],
    ['a123', 'A-123 Support'],
    ['grant closeout', 'Grants Closeout & Reconciliation'],
    ['soc', 'Security Operations (SOC/XDR)'],
  ] as const) {
    test(`"${query}" finds ${title} first`, async ({ page }) => {
      await openService(page)
      await headerButton(page).click()
      await search(page, query)
      await expect(options(page).first()).toContainText(title)
    })
  }
})

test('"/" typed in a form field is a character, not the shortcut', async ({ page }) => {
  await page.goto('/contact')
  await waitForHydration(page)
  const field = page.getByRole('textbox', { name: /Requirements/ })
  await field.fill('')
  await field.press('/')
  await expect(field).toHaveValue('/')
  await expect(dialog(page)).toBeHidden()
})

test('/search?q=hyperion shows the results with JavaScript, above the whole site index', async ({ page }) => {
  const errors = collectPageErrors(page)
  await page.goto(`${SEARCH_PATH}?q=hyperion`)
  await waitForHydration(page)
  const results = page.getByRole('list', { name: searchLabels.resultsLabel })
  await expect(results.getByRole('link').first()).toHaveText('Oracle Hyperion')
  await expect(page.getByRole('searchbox', { name: searchLabels.inputLabel })).toHaveValue('hyperion')
  await expect(page.getByRole('heading', { name: searchLabels.siteIndexHeading })).toBeVisible()
  // Typing a new query keeps the address in step, so the results can be shared.
  await page.getByRole('searchbox', { name: searchLabels.inputLabel }).fill('a123')
  await expect(results.getByRole('link').first()).toHaveText('A-123 Support')
  await expect(page).toHaveURL(`${SEARCH_PATH}?q=a123`)
  await results.getByRole('link', { name: 'A-123 Support' }).click()
  await expect(page).toHaveURL('/services/a123-support')
  expect(errors).toEqual([])
})

test('the dialog hands a query to the search page', async ({ page }) => {
  await openService(page)
  await headerButton(page).click()
  await search(page, 'grant closeout')
  await dialog(page).getByRole('link', { name: searchLabels.seeAll }).click()
  await expect(page).toHaveURL(`${SEARCH_PATH}?q=grant%20closeout`)
  await expect(
    page.getByRole('list', { name: searchLabels.resultsLabel }).getByRole('link').first(),
  ).toHaveText('Grants Closeout & Reconciliation')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search is a link to the search page, which lists every page by section', async ({
    page,
  }) => {
    await page.goto(SERVICE_PAGE)
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' })
    await expect(link).toHaveAttribute('href', SEARCH_PATH)
    await link.click()
    await expect(page).toHaveURL(SEARCH_PATH)

    const index = page.getByRole('region', { name: searchLabels.siteIndexHeading })
    const hrefs = await index
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect([...hrefs].sort()).toEqual([...listSitePaths()].sort())
    for (const section of listSearchSections())
      await expect(index.getByRole('heading', { level: 3, name: section.title, exact: true })).toBeVisible()
    // No search box that could do nothing.
    await expect(page.getByRole('searchbox')).toHaveCount(0)
  })

  test('the link has the size and place the button takes once the page runs', async ({ browser }) => {
    const measure = async (javaScriptEnabled: boolean) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } })
      const page = await context.newPage()
      await page.goto(SERVICE_PAGE)
      if (javaScriptEnabled) await waitForHydration(page)
      const control = page
        .getByRole('banner')
        .getByRole(javaScriptEnabled ? 'button' : 'link', { name: 'Search' })
      const box = await control.boundingBox()
      await context.close()
      return box
    }
    expect(await measure(true)).toEqual(await measure(false))
  })
})
