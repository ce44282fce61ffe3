import { expect, type Page, test } from '@playwright/test'
import { SEARCH_PATH } from '../../content/paths.ts'
import { expectNoAxeViolations } from './axe-support.ts'
import { listSitePaths, openHydrated, testEachPathInSharedTabs, visit } from './support.ts'

// axe at WCAG 2.2 AA: every page at two widths, then states a page only reaches through interaction.

const WIDTHS = [1280, 390] as const

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    // One document per tab, then client navigation: one render and scan per page, not a load and hydration.
    testEachPathInSharedTabs(
      [...listSitePaths(), SEARCH_PATH],
      (path) => `${path} has no WCAG 2.2 AA violations`,
      async (tab, path) => {
        if (tab.url() === 'about:blank') await openHydrated(tab, path)
        else await visit(tab, path)
        await expectNoAxeViolations(tab)
      },
      { viewport: { width, height: 900 } },
    )

    test('/no-such-page has no WCAG 2.2 AA violations', async ({ page }) => {
      await openHydrated(page, '/no-such-page')
      await expectNoAxeViolations(page)
    })
  })
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })

test.describe('axe in open states', () => {
  // Several scans on one page, each slow under load.
  test.describe.configure({ timeout: 180_000 })

  test('desktop menus open over the home hero and on another page', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHydrated(page, '/')
    // The header is transparent over the home hero and solid elsewhere.
    const menus: [string, string[]][] = [
      ['/', ['Services menu']],
      ['/about', ['Services menu', 'Solutions menu']],
    ]
    for (const [path, names] of menus) {
      if (path !== '/') await visit(page, path)
      for (const name of names) {
        await page.getByRole('button', { name }).click()
        await expect(page.getByRole('region', { name })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.keyboard.press('Escape')
        await expect(page.getByRole('region', { name })).toHaveCount(0)
      }
    }
  })

  test('an accordion open, validation errors, a toast, a flipped card', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openHydrated(page, '/')
    await page.locator('#contractvehicles').getByRole('button').first().click()
    await expect(page.locator('#contractvehicles').getByRole('region')).toBeVisible()
    await expectNoAxeViolations(page)

    await visit(page, '/contact')
    await page.getByRole('button', { name: 'Submit Request' }).click()
    await expect(page.getByText('First name is required')).toBeVisible()
    await expectNoAxeViolations(page)

    await visit(page, '/services/digital-transformation')
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"test"}' }),
    )
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /Full Name/ }) })
    await form.getByRole('textbox', { name: /Full Name/ }).fill('Grace Hopper')
    await form.getByRole('textbox', { name: /Email Address/ }).fill('grace@example.gov')
    await form.getByRole('textbox', { name: /Transformation Goals/ }).fill('Automate invoice approvals.')
    await form.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByText('Request sent', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    await visit(page, '/flip-cards')
    await page.getByRole('button', { name: 'Click to explore AI Solutions' }).click()
    await expect(page.locator('[data-flip-card="ai-solutions"]')).toHaveAttribute('data-flipped', 'true')
    await expectNoAxeViolations(page)
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('mobile menu open with a section expanded, over the home hero and on another page', async ({
      page,
    }) => {
      const sections: [string, string, string][] = [
        ['/', 'Services', 'All Services'],
        ['/about', 'Solutions', 'Solutions Overview'],
      ]
      await openHydrated(page, '/')
      for (const [path, section, firstLink] of sections) {
        if (path !== '/') await visit(page, path)
        await page.getByRole('button', { name: 'Open menu' }).click()
        await mainNav(page).getByRole('button', { name: section }).click()
        await expect(mainNav(page).getByRole('link', { name: firstLink })).toBeVisible()
        await expectNoAxeViolations(page)
        await page.keyboard.press('Escape')
        await expect(mainNav(page)).toHaveCount(0)
      }
    })
  })
})
