import { expect, type Locator, type Page, test } from '@playwright/test'
import { serviceCategories } from '../../content/catalog.ts'
import { solutionLinks } from '../../content/solution-links.ts'
import { SPEC_NAV_ITEMS } from '../fixtures/spec-facts.ts'
import { expectedHeading, expectLayoutLength, openHydrated } from './support.ts'

// Pointer, touch and scroll behavior of the navigation; keyboard journeys are in keyboard-and-reflow.spec.ts.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })
async function expectCurrentPage(nav: Locator, { current, other }: { current: string; other: string }) {
  await expect(nav.getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: other, exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  )
}
const servicesMenu = (page: Page) => page.getByRole('region', { name: 'Services menu' })
const solutionsMenu = (page: Page) => page.getByRole('region', { name: 'Solutions menu' })

test.describe('desktop navigation bar', () => {
  test('lists the items of the specification and highlights the current page', async ({ page }) => {
    await openHydrated(page, '/about')
    const nav = mainNav(page)
    for (const name of SPEC_NAV_ITEMS) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible()
    }
    await expectCurrentPage(nav, { current: 'About', other: 'Home' })

    await nav.getByRole('link', { name: 'Services', exact: true }).click()
    await expect(page).toHaveURL('/services')
    await expectCurrentPage(nav, { current: 'Services', other: 'About' })

    await openHydrated(page, '/services/sap')
    await expect(mainNav(page).getByRole('link', { name: 'Services', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('is 5rem tall, transparent over the home hero and solid after 100 px of scroll', async ({ page }) => {
    await openHydrated(page, '/')
    const header = page.locator('header').first()
    expectLayoutLength((await header.boundingBox())?.height, 80, 'header height')
    await expect(header).toHaveAttribute('data-solid', 'false')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-solid', 'true')
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

    // Back to 90 px: the header, solid a moment ago, turns transparent again, so 90 px is not enough.
    await page.evaluate(() => window.scrollTo(0, 90))
    await expect(header).toHaveAttribute('data-solid', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-solid', 'true')

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

  test('the mega menu shows every category and the chosen category with its services', async ({ page }) => {
    await openHydrated(page, '/about')
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    const menu = servicesMenu(page)
    await expect(menu).toBeVisible()
    const tabs = menu.getByRole('tab')
    await expect(tabs).toHaveText(serviceCategories.map((category) => category.name))

    // The first category and the one with the most services.
    const longest = serviceCategories.reduce((most, category) =>
      category.services.length > most.services.length ? category : most,
    )
    for (const category of [serviceCategories[0], longest]) {
      if (!category) throw new Error('missing category')
      await menu.getByRole('tab', { name: category.name, exact: true }).hover()
      const panel = menu.getByRole('tabpanel')
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        category.href,
      )
      await expect(panel.getByRole('listitem')).toHaveText(category.services.map((service) => service.name))
    }

    const service = longest.services.at(-1)
    if (!service) throw new Error('missing service')
    await menu.getByRole('tabpanel').getByRole('link', { name: service.name, exact: true }).click()
    await expect(page).toHaveURL(service.href)
    await expect(servicesMenu(page)).toHaveCount(0)
  })

  test('a pointer heading diagonally for a service keeps its category and lands on the service', async ({
    page,
  }) => {
    const [crossed, category] = [serviceCategories[1], serviceCategories[2]]
    const service = category?.services[0]
    if (!crossed || !category || !service) throw new Error('missing category or service')
    await openHydrated(page, '/about')
    await mainNav(page).getByRole('link', { name: 'Services', exact: true }).hover()
    const menu = servicesMenu(page)
    const start = menu.getByRole('tab', { name: category.name })
    await start.click()
    await expect(start).toHaveAttribute('aria-selected', 'true')
    const from = await start.boundingBox()
    const to = await menu.getByRole('tabpanel').getByRole('link', { name: service.name }).boundingBox()
    const over = await menu.getByRole('tab', { name: crossed.name }).boundingBox()
    if (!from || !to || !over) throw new Error('menu not laid out')
    // From the category's top left to the service's top left: a straight line over the category above.
    const [x0, y0, x1, y1] = [from.x + 8, from.y + 4, to.x + 8, to.y + 4]
    const crosses = Array.from({ length: 50 }, (_, step) => step / 49).some((t) => {
      const [x, y] = [x0 + (x1 - x0) * t, y0 + (y1 - y0) * t]
      return x > over.x && x < over.x + over.width && y > over.y && y < over.y + over.height
    })
    expect(crosses, `the path crosses ${crossed.name}`).toBe(true)
    await page.mouse.move(x0, y0)
    await page.mouse.move(x1, y1, { steps: 25 })
    await page.mouse.down()
    await page.mouse.up()
    await expect(page).toHaveURL(service.href)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.name)
  })

  test('the Solutions menu has the overview and every solution', async ({ page }) => {
    await openHydrated(page, '/')
    await mainNav(page).getByRole('link', { name: 'Solutions', exact: true }).hover()
    const menu = solutionsMenu(page)
    await expect(menu.getByRole('link', { name: 'Solutions Overview' })).toHaveAttribute('href', '/solutions')
    for (const { name, href } of solutionLinks) {
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  for (const [name, menu] of [
    ['Services', servicesMenu],
    ['Solutions', solutionsMenu],
  ] as const) {
    test(`Escape closes a hover-opened ${name} menu with focus on the page, and only a new hover reopens it`, async ({
      page,
    }) => {
      await page.clock.install()
      await openHydrated(page, '/about')
      await page.clock.pauseAt(Date.now() + 60_000)
      const link = mainNav(page).getByRole('link', { name, exact: true })
      const toggle = page.getByRole('button', { name: `${name} menu` })
      await link.hover()
      await page.clock.runFor(110)
      await expect(menu(page)).toBeVisible()
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

      await page.keyboard.press('Escape')
      await expect(menu(page)).toHaveCount(0)
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)

      // The pointer rests and moves within the link: past both hover delays the menu stays closed.
      const box = await link.boundingBox()
      if (!box) throw new Error(`${name} link has no box`)
      await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 2)
      await page.clock.runFor(400)
      await expect(menu(page)).toHaveCount(0)

      await page.mouse.move(640, 850)
      await page.clock.runFor(300)
      await link.hover()
      await page.clock.runFor(110)
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

  test('Escape with focus inside a hover-opened menu closes it and returns focus to its toggle', async ({
    page,
  }) => {
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
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  test('a hash in the first URL is honoured too', async ({ page }) => {
    await page.goto('/#certification')
    await expect(page.locator('#certification')).toBeInViewport()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })

  test('the hash scroll waits 100 ms before moving', async ({ page }) => {
    await page.clock.install()
    await openHydrated(page, '/about')
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('contentinfo').getByRole('link', { name: 'Certifications' }).click()
    await expect(page).toHaveURL('/#certification')
    await page.clock.runFor(80)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await page.clock.runFor(40)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
  })
})

test.describe('loading and recovery', () => {
  test('"Loading..." shows while the next page loads', async ({ page }) => {
    await openHydrated(page, '/')
    // The next page's data is held back until the fallback has been seen, however long that takes.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    // Single-fetch data requests may carry a query (?_routes=…), so match on the path alone.
    await page.route(
      (url) => url.pathname === '/about.data',
      async (route) => {
        await held
        await route.continue()
      },
    )
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    release()
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
    await reloaded
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
    await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(expectedHeading('/about'))
    expect(failures).toBe(1)
  })
})

test.describe('the Services mega menu’s code', () => {
  function watchMenuChunk(page: Page): string[] {
    const requested: string[] = []
    page.on('request', (request) => {
      if (/services-mega-menu-[\w-]+\.js$/.test(request.url())) requested.push(request.url())
    })
    return requested
  }
  /** Resolves once the page's own idle-time work has run and the network has gone quiet after it. */
  async function settleAfterIdleWork(page: Page) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 10_000 })),
    )
    await page.waitForLoadState('networkidle')
  }

  test('is fetched when the page is idle, before any hover, where the bar is shown', async ({ page }) => {
    const requested = watchMenuChunk(page)
    await openHydrated(page, '/')
    await expect.poll(() => requested.length).toBe(1)
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('is not fetched where only the mobile menu is shown', async ({ page }) => {
      const requested = watchMenuChunk(page)
      await openHydrated(page, '/')
      await settleAfterIdleWork(page)
      expect(requested).toEqual([])
    })
  })
})

test("the company's structured data stays as prerendered through hydration and a visit by link", async ({
  page,
}) => {
  const html = await (await page.request.get('/')).text()
  const prerendered = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1]
  expect(prerendered).toContain('"Organization"')
  const inHead = () =>
    page
      .locator('head script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent))
  await openHydrated(page, '/')
  expect(await inHead()).toEqual([prerendered])
  await mainNav(page).getByRole('link', { name: 'About', exact: true }).click()
  await expect(page).toHaveURL('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await inHead()).toEqual([prerendered])
})
