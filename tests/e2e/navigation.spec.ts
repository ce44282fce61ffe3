import { expect, type Page, test } from '@playwright/test'
import { serviceCategories, solutionLinks } from '../../content/catalog.ts'
import { expectedHeading } from './support.ts'

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })
const servicesMenu = (page: Page) => page.getByRole('region', { name: 'Services menu' })
const solutionsMenu = (page: Page) => page.getByRole('region', { name: 'Solutions menu' })

async function openHydrated(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
}

test.describe('desktop navigation bar', () => {
  test('lists the items of the specification and highlights the current page', async ({ page }) => {
    await openHydrated(page, '/about')
    const nav = mainNav(page)
    for (const name of ['Home', 'About', 'Services', 'Solutions', 'Contact', 'Corporate Capability']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expect(nav.getByRole('link', { name: 'About', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )

    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/services')
    await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.getByRole('link', { name: 'About', exact: true })).not.toHaveAttribute(
      'aria-current',
      'page',
    )

    await openHydrated(page, '/services/sap')
    await expect(mainNav(page).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('is 5rem tall, transparent over the home hero and solid after 100 px of scroll', async ({ page }) => {
    await openHydrated(page, '/')
    const header = page.locator('header').first()
    expect((await header.boundingBox())?.height).toBe(80)
    await expect(header).toHaveAttribute('data-solid', 'false')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 90))
    await page.waitForTimeout(100)
    await expect(header).toHaveAttribute('data-solid', 'false')

    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-solid', 'true')
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-solid', 'false')
  })

  test('is solid on every page but home, even at the top', async ({ page }) => {
    for (const path of ['/about', '/services', '/services/sap', '/contact']) {
      await openHydrated(page, path)
      await expect(page.locator('header').first()).toHaveAttribute('data-solid', 'true')
    }
  })

  test('hover opens the Services mega menu after 100 ms and leaving closes it after 200 ms', async ({
    page,
  }) => {
    await page.clock.install()
    await openHydrated(page, '/about')
    await page.clock.pauseAt(Date.now() + 60_000)

    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    await page.clock.runFor(90)
    await expect(servicesMenu(page)).toHaveCount(0)
    await page.clock.runFor(20)
    await expect(servicesMenu(page)).toBeVisible()

    await page.mouse.move(640, 850)
    await page.clock.runFor(180)
    await expect(servicesMenu(page)).toBeVisible()
    await page.clock.runFor(40)
    await expect(servicesMenu(page)).toHaveCount(0)
  })

  test('a brief pass of the pointer does not open a menu', async ({ page }) => {
    await page.clock.install()
    await openHydrated(page, '/about')
    await page.clock.pauseAt(Date.now() + 60_000)
    await mainNav(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await page.clock.runFor(50)
    await page.mouse.move(640, 850)
    await page.clock.runFor(500)
    await expect(solutionsMenu(page)).toHaveCount(0)
  })

  test('the mega menu shows the 8 categories and the chosen category with its services', async ({ page }) => {
    await openHydrated(page, '/about')
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    const menu = servicesMenu(page)
    await expect(menu).toBeVisible()
    const tabs = menu.getByRole('tab')
    await expect(tabs).toHaveText(serviceCategories.map((category) => category.name))

    for (const category of [serviceCategories[0], serviceCategories[5]]) {
      if (!category) throw new Error('missing category')
      await menu.getByRole('tab', { name: category.name }).hover()
      const panel = menu.getByRole('tabpanel')
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        category.href,
      )
      await expect(panel.getByRole('listitem')).toHaveText(category.services.map((service) => service.name))
    }

    const cybersecurity = serviceCategories[5]
    await menu.getByRole('tabpanel').getByRole('link', { name: cybersecurity?.services[2]?.name }).click()
    await expect(page).toHaveURL('/services/cloud-security')
    await expect(servicesMenu(page)).toHaveCount(0)
  })

  test('the Solutions menu has the overview and the four solutions', async ({ page }) => {
    await openHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    const menu = solutionsMenu(page)
    await expect(menu.getByRole('link', { name: 'Solutions Overview' })).toHaveAttribute('href', '/solutions')
    for (const solution of solutionLinks) {
      await expect(menu.getByRole('link', { name: solution.name })).toHaveAttribute('href', solution.href)
    }
  })

  test('keyboard: the toggle opens the menu, arrows choose a category, Escape closes and returns focus', async ({
    page,
  }) => {
    await openHydrated(page, '/about')
    const toggle = page.getByRole('button', { name: 'Services menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(servicesMenu(page)).toBeVisible()

    await page.keyboard.press('Tab')
    const firstTab = servicesMenu(page).getByRole('tab', { name: serviceCategories[0]?.name })
    await expect(firstTab).toBeFocused()
    await page.keyboard.press('ArrowDown')
    const secondName = serviceCategories[1]?.name ?? ''
    await expect(servicesMenu(page).getByRole('tab', { name: secondName })).toBeFocused()
    await expect(
      servicesMenu(page).getByRole('tabpanel').getByRole('link', { name: secondName, exact: true }),
    ).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(servicesMenu(page)).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')

    // Space toggles too, and Tab reaches the panel's links and follows them with Enter.
    await page.keyboard.press('Space')
    await expect(servicesMenu(page)).toBeVisible()
    // Tab order: the category list, "All services", the category panel, then the panel's heading link.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', serviceCategories[0]?.href ?? '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(serviceCategories[0]?.href ?? '')
  })

  for (const [name, menu] of [
    ['Services', servicesMenu],
    ['Solutions', solutionsMenu],
  ] as const) {
    test(`Escape closes a hover-opened ${name} menu with focus on the page, and only a new hover reopens it`, async ({
      page,
    }) => {
      await openHydrated(page, '/about')
      const link = mainNav(page).getByRole('link', { name, exact: true })
      const toggle = page.getByRole('button', { name: `${name} menu` })
      await link.hover()
      await expect(menu(page)).toBeVisible()
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

      await page.keyboard.press('Escape')
      await expect(menu(page)).toHaveCount(0)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

      // The pointer still rests on the link, and moves a little within it: longer than both hover
      // delays later the menu is still closed.
      const box = await link.boundingBox()
      if (!box) throw new Error(`${name} link has no box`)
      await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 2)
      await page.waitForTimeout(400)
      await expect(menu(page)).toHaveCount(0)

      // A new hover (out, then back in) opens it again.
      await page.mouse.move(640, 850)
      await page.waitForTimeout(300)
      await link.hover()
      await expect(menu(page)).toBeVisible()
    })
  }

  test('Escape leaves focus where it was when it was outside the menu', async ({ page }) => {
    await openHydrated(page, '/about')
    const main = page.locator('main')
    await main.focus()
    await mainNav(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    await expect(solutionsMenu(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(solutionsMenu(page)).toHaveCount(0)
    await expect(main).toBeFocused()
  })

  test('Escape with focus inside a menu closes it and returns focus to its toggle', async ({ page }) => {
    await openHydrated(page, '/about')
    // Opened by hover, then entered with Tab from the toggle.
    const servicesToggle = page.getByRole('button', { name: 'Services menu' })
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    await expect(servicesMenu(page)).toBeVisible()
    await servicesToggle.focus()
    await page.keyboard.press('Tab')
    await expect(servicesMenu(page).getByRole('tab', { name: serviceCategories[0]?.name })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(servicesMenu(page)).toHaveCount(0)
    await expect(servicesToggle).toBeFocused()
    await page.mouse.move(640, 850)

    // Opened by keyboard, then two Tabs into its links.
    const solutionsToggle = page.getByRole('button', { name: 'Solutions menu' })
    await solutionsToggle.focus()
    await page.keyboard.press('Enter')
    await expect(solutionsMenu(page)).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(solutionsMenu(page).getByRole('link', { name: solutionLinks[0]?.name })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(solutionsMenu(page)).toHaveCount(0)
    await expect(solutionsToggle).toBeFocused()
  })

  test('tabbing out of an open menu closes it', async ({ page }) => {
    await openHydrated(page, '/about')
    await page.getByRole('button', { name: 'Solutions menu' }).click()
    await expect(solutionsMenu(page)).toBeVisible()
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab')
    await expect(solutionsMenu(page)).toHaveCount(0)
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await openHydrated(page, '/about')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('mobile navigation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('a toggle opens the menu with single-open Services and Solutions accordions', async ({ page }) => {
    await openHydrated(page, '/about')
    await expect(page.getByRole('button', { name: 'Services menu' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = mainNav(page)
    await expect(menu).toBeVisible()

    const services = menu.getByRole('button', { name: 'Services' })
    const solutions = menu.getByRole('button', { name: 'Solutions' })
    await services.click()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    const servicesList = menu.getByRole('region', { name: 'Services' }).getByRole('list')
    await expect(servicesList).toHaveCSS('max-height', '256px')
    await expect(servicesList.getByRole('link', { name: 'All Services' })).toBeVisible()

    await solutions.click()
    await expect(solutions).toHaveAttribute('aria-expanded', 'true')
    await expect(services).toHaveAttribute('aria-expanded', 'false')
    await solutions.click()
    await expect(solutions).toHaveAttribute('aria-expanded', 'false')
    await expect(services).toHaveAttribute('aria-expanded', 'false')

    await solutions.click()
    await menu.getByRole('link', { name: 'Financial Contract Close-Out' }).tap()
    await expect(page).toHaveURL('/solutions/financialcontractcloseout')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      expectedHeading('/solutions/financialcontractcloseout'),
    )
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false')
    await expect(mainNav(page)).toHaveCount(0)
  })

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    await openHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mainNav(page).getByRole('link', { name: 'Contact' }).focus()
    await page.keyboard.press('Escape')
    await expect(mainNav(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
  })

  test('every plain link in the menu closes it after navigating', async ({ page }) => {
    await openHydrated(page, '/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mainNav(page).getByRole('link', { name: 'Corporate Capability' }).tap()
    await expect(page).toHaveURL('/corporate-capability')
    await expect(mainNav(page)).toHaveCount(0)
  })
})

test.describe('scrolling on navigation', () => {
  test('a new page starts at the top', async ({ page }) => {
    await openHydrated(page, '/about')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click()
    await expect(page).toHaveURL('/services')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/services'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('a URL hash glides to its element after 100 ms', async ({ page }) => {
    await openHydrated(page, '/about')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Certifications' }).click()
    await expect(page).toHaveURL('/#certification')
    await expect(page.locator('#certification')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  test('a hash in the first URL is honoured too', async ({ page }) => {
    await page.goto('/#contractvehicles')
    await expect(page.locator('#contractvehicles')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  test('the hash scroll waits 100 ms before moving', async ({ page }) => {
    await page.clock.install()
    await openHydrated(page, '/about')
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contract Vehicles' }).click()
    await expect(page).toHaveURL('/#contractvehicles')
    await page.clock.runFor(80)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.clock.runFor(40)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})

test.describe('loading and recovery', () => {
  test('"Loading..." shows while the next page loads', async ({ page }) => {
    await openHydrated(page, '/')
    // Single-fetch data requests may carry a query (?_routes=…), so match on the path alone.
    await page.route(
      (url) => url.pathname === '/about.data',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000))
        await route.continue()
      },
    )
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/about'))
    await expect(page.getByText('Loading...')).toHaveCount(0)
  })

  test('a page chunk that fails to load after a redeploy reloads the page once instead of breaking', async ({
    page,
  }) => {
    await openHydrated(page, '/')
    const aboutModule = await page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
          .__reactRouterManifest.routes['routes/about']?.module,
    )
    expect(aboutModule).toBeTruthy()
    let failures = 0
    await page.route(`**${aboutModule}`, async (route) => {
      if (failures > 0) return route.continue()
      failures += 1
      return route.abort()
    })
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    const reloaded = page.waitForEvent('load')
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    // The page reloads itself (a new document) and works again: the next click arrives.
    await reloaded
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/about'))
    expect(failures).toBe(1)
  })
})
