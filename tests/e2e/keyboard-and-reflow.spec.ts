import { type ElementHandle, expect, type Locator, type Page, test } from '@playwright/test'
import { serviceCategories, solutionLinks } from '../../content/catalog.ts'
import { heroSlides } from '../../content/home.ts'
import { listReachablePaths, openHydrated as openPage, visit } from './support.ts'

// Accessibility beyond axe: keyboard journeys, focus visible and never under the fixed header (WCAG 2.4.7,
// 2.4.11), reflow at 320 px and 200 % zoom (1.4.10), forced colors (1.4.11) and target size (2.5.8).

test.describe.configure({ timeout: 120_000 })

interface FocusReport {
  isTarget: boolean
  name: string
  onBody: boolean
  visibleIndicator: boolean
  inHeader: boolean
  /** How far the header's bottom edge overlaps the focused element, in CSS px (0 when clear). */
  coveredPx: number
  height: number
}

function readFocus(page: Page, target: ElementHandle<Node> | null = null): Promise<FocusReport> {
  return page.evaluate((wanted) => {
    const element = document.activeElement as HTMLElement | null
    const onBody = !element || element === document.body || element === document.documentElement
    const target = element ?? document.body
    const style = getComputedStyle(target)
    const visibleIndicator =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none'
    const header = document.querySelector<HTMLElement>('header[data-solid]')
    const inHeader = Boolean(header?.contains(target))
    const rect = target.getBoundingClientRect()
    const headerBottom = header?.getBoundingClientRect().bottom ?? 0
    const overlap = Math.max(0, Math.min(rect.bottom, headerBottom) - Math.max(rect.top, 0))
    // Overlapping boxes are not enough: the header must be on top there (the skip link sits above it).
    let coveredPx = 0
    if (header && !inHeader && overlap > 0) {
      const x = Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1)
      const topmost = document.elementFromPoint(x, Math.max(rect.top, 0) + overlap / 2)
      if (topmost && header.contains(topmost)) coveredPx = overlap
    }
    const label = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 50) ?? ''
    return {
      isTarget: wanted !== null && wanted === element,
      name: `${target.tagName.toLowerCase()} "${label}"`,
      onBody,
      visibleIndicator,
      inHeader,
      coveredPx,
      height: rect.height,
    }
  }, target)
}

async function expectGoodFocus(
  page: Page,
  context: string,
  target: ElementHandle<Node> | null = null,
): Promise<FocusReport> {
  const focus = await readFocus(page, target)
  expect(focus.onBody, `${context}: focus was lost to the document`).toBe(false)
  expect(focus.visibleIndicator, `${context}: ${focus.name} shows no focus indicator`).toBe(true)
  expect(focus.coveredPx, `${context}: ${focus.name} is under the fixed header`).toBe(0)
  return focus
}

/** Presses Tab until `target` has focus, checking every stop on the way; fails after `limit` presses. */
async function tabTo(
  page: Page,
  target: Locator,
  limit = 60,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
): Promise<number> {
  // One round trip per stop: the target's handle goes along with the focus check.
  let handle = (await target.count()) > 0 ? await target.elementHandle() : null
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press(key)
    if (!handle && (await target.count()) > 0) handle = await target.elementHandle()
    const focus = await expectGoodFocus(page, `${key} #${presses}`, handle)
    if (focus.isTarget) return presses
  }
  throw new Error(`${key} did not reach the target within ${limit} presses`)
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })

test.describe('keyboard only', () => {
  test('desktop menus: open, move through categories and links, Escape closes and returns focus', async ({
    page,
  }) => {
    await openPage(page, '/about')
    const toggle = page.getByRole('button', { name: 'Services menu' })
    await tabTo(page, toggle, 10)
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('region', { name: 'Services menu' })
    await expect(menu).toBeVisible()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expectGoodFocus(page, 'menu opened')

    await page.keyboard.press('Tab')
    await expect(menu.getByRole('tab', { name: serviceCategories[0]?.name })).toBeFocused()
    await expectGoodFocus(page, 'first category')
    // Radix moves focus a moment after each arrow key, as a person's next key press would find it.
    const tab = (index: number) => menu.getByRole('tab', { name: serviceCategories.at(index)?.name })
    await page.keyboard.press('End')
    await expect(tab(-1)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tab(0)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(tab(1)).toBeFocused()
    await expect(
      menu.getByRole('tabpanel').getByRole('link', { name: serviceCategories[1]?.name, exact: true }),
    ).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await expect(tab(2)).toBeFocused()
    await expect(tab(2)).toHaveAttribute('aria-selected', 'true')
    await expectGoodFocus(page, 'third category')
    const third = serviceCategories[2]

    // Onward into the chosen category: "All services", the panel, its heading link, its services.
    const heading = menu.getByRole('tabpanel').getByRole('link', { name: third?.name, exact: true })
    expect(await tabTo(page, heading, 4)).toBe(3)
    const firstService = menu.getByRole('tabpanel').getByRole('link', { name: third?.services[0]?.name })
    await tabTo(page, firstService, 2)
    await page.keyboard.press('Shift+Tab')
    await expect(heading).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expectGoodFocus(page, 'after Escape')

    const solutionsToggle = page.getByRole('button', { name: 'Solutions menu' })
    await tabTo(page, solutionsToggle, 4)
    await page.keyboard.press('Space')
    const solutions = page.getByRole('region', { name: 'Solutions menu' })
    await expect(solutions).toBeVisible()
    await tabTo(page, solutions.getByRole('link', { name: 'Solutions Overview' }), 2)
    await page.keyboard.press('Tab')
    await expect(solutions.getByRole('link', { name: solutionLinks[0]?.name })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(solutions).toHaveCount(0)
    await expect(solutionsToggle).toBeFocused()
    await page.keyboard.press('Enter')
    await tabTo(page, solutions.getByRole('link', { name: 'Solutions Overview' }), 2)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/solutions')
    await expect(solutions).toHaveCount(0)

    // The heading link is the fourth stop: the category list, "All services", the panel, the link.
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(menu).toBeVisible()
    const firstHeading = menu
      .getByRole('tabpanel')
      .getByRole('link', { name: serviceCategories[0]?.name, exact: true })
    expect(await tabTo(page, firstHeading, 4)).toBe(4)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(serviceCategories[0]?.href ?? '')
    await expect(menu).toHaveCount(0)
  })

  test('tabbing out of an open menu closes it', async ({ page }) => {
    await openPage(page, '/about')
    await page.getByRole('button', { name: 'Solutions menu' }).click()
    const solutions = page.getByRole('region', { name: 'Solutions menu' })
    await expect(solutions).toBeVisible()
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab')
    await expect(solutions).toHaveCount(0)
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the mobile menu opens, its accordions work, Escape closes it and returns focus', async ({
      page,
    }) => {
      await openPage(page, '/about')
      const toggle = page.getByRole('button', { name: 'Open menu' })
      await tabTo(page, toggle, 5)
      await page.keyboard.press('Enter')
      const nav = mainNav(page)
      await expect(nav).toBeVisible()
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()

      const services = nav.getByRole('button', { name: 'Services' })
      await tabTo(page, services, 5)
      await page.keyboard.press('Enter')
      await expect(services).toHaveAttribute('aria-expanded', 'true')
      await tabTo(page, nav.getByRole('link', { name: 'All Services' }), 1)
      await tabTo(page, services, 1, 'Shift+Tab')
      await page.keyboard.press('Space')
      await expect(services).toHaveAttribute('aria-expanded', 'false')
      const solutions = nav.getByRole('button', { name: 'Solutions' })
      await tabTo(page, solutions, 1)
      await page.keyboard.press('Space')
      await expect(solutions).toHaveAttribute('aria-expanded', 'true')
      await tabTo(page, nav.getByRole('link', { name: 'Solutions Overview' }), 1)

      await page.keyboard.press('Escape')
      await expect(mainNav(page)).toHaveCount(0)
      await expect(toggle).toBeFocused()
      await expectGoodFocus(page, 'after Escape')

      await page.keyboard.press('Enter')
      await tabTo(page, mainNav(page).getByRole('link', { name: 'Contact', exact: true }), 12)
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL('/contact')
      await expect(mainNav(page)).toHaveCount(0)
    })
  })

  test('hero carousel: previous, dots, next and pause work from the keyboard and keep focus', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') })
    await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'))
    await openPage(page, '/')
    const current = page.locator('[data-slide]:not([aria-hidden="true"])')
    const previous = page.getByRole('button', { name: 'Previous slide' })
    await tabTo(page, previous, 20)
    await page.keyboard.press('Enter')
    await expect(current).toHaveAttribute('data-slide', heroSlides.at(-1)?.id ?? '')
    await tabTo(page, page.getByRole('button', { name: `Slide 3: ${heroSlides[2]?.title}` }), 3)
    await page.keyboard.press('Space')
    await expect(current).toHaveAttribute('data-slide', heroSlides[2]?.id ?? '')
    await tabTo(page, page.getByRole('button', { name: 'Next slide' }), 3)
    await page.keyboard.press('Enter')
    await expect(current).toHaveAttribute('data-slide', heroSlides[3]?.id ?? '')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeFocused()
    await expectGoodFocus(page, 'after pause')
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeFocused()
  })

  test('contract vehicles: Tab reaches the accordion; Enter, Space and arrows work it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, '/')
    const section = page.locator('#contractvehicles')
    const triggers = section.getByRole('button')
    await tabTo(page, triggers.first(), 80)
    await page.keyboard.press('Enter')
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('ArrowDown')
    await expect(triggers.nth(1)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(triggers.first()).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('End')
    await expect(triggers.last()).toBeFocused()
    await page.keyboard.press('Home')
    await expect(triggers.first()).toBeFocused()
    await tabTo(page, triggers.nth(1), 1)
    await page.keyboard.press('Enter')
    for (const trigger of await triggers.all())
      await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expectGoodFocus(page, 'all closed')
  })

  test('flip cards turn with Enter and Space, and focus follows to the visible face', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openPage(page, '/flip-cards')
    const explore = page.getByRole('button', { name: 'Click to explore Cloud Infrastructure' })
    await tabTo(page, explore, 30)
    await page.keyboard.press('Enter')
    const back = page.getByRole('button', { name: 'Back to overview of Cloud Infrastructure' })
    await expect(back).toBeFocused()
    await expectGoodFocus(page, 'back face')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Click to explore Cybersecurity' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(back).toBeFocused()
    await page.keyboard.press('Space')
    await expect(explore).toBeFocused()
    await expect(page.locator('[data-flip-card="cloud-infrastructure"]')).toHaveAttribute(
      'data-flipped',
      'false',
    )
  })

  test('the consultation form is filled and sent by keyboard; errors take focus and are announced', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    const form = page.getByRole('form', { name: 'Request Consultation' })
    const submit = form.getByRole('button', { name: 'Submit Request' })
    const firstName = form.getByRole('textbox', { name: 'First Name' })
    await tabTo(page, firstName, 25)
    await tabTo(page, submit, 12)
    await page.keyboard.press('Enter')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(form.getByRole('status').first()).toHaveText('6 fields need attention.')
    await expect(firstName).toHaveAccessibleDescription('First name is required')
    await expectGoodFocus(page, 'first invalid field')

    await page.keyboard.type('Ada')
    await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Lovelace')
    await page.keyboard.press('Tab')
    await page.keyboard.type('ada@example.gov')
    await page.keyboard.press('Tab')
    await page.keyboard.type('703-555-0100')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Office of Financial Systems')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Program Manager')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('combobox', { name: /Project Type/ })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Move our grants close-out to a reconciled, auditable routine.')
    await tabTo(page, submit, 3)
    await page.keyboard.press('Enter')
    await expect(form.getByText('Thank you! We will contact you within 24 hours.')).toBeVisible()
    await expect(firstName).toHaveValue('')
    await expectGoodFocus(page, 'after sending')
  })
})

test.describe('focus not obscured by the fixed header', () => {
  for (const path of ['/', '/services/erp-solutions', '/contact']) {
    test(`${path}: every Tab stop down the page and every Shift+Tab stop back up is visible and clear`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openPage(page, path)
      const down = await tabTo(page, page.getByRole('contentinfo').getByRole('link').last(), 200)
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500)
      const up = await tabTo(page, page.getByRole('link', { name: 'GlobalTekForce home' }), 200, 'Shift+Tab')
      expect(down).toBeGreaterThan(20)
      // The same stops both ways: up from the last link to the logo, the second stop of the way down.
      expect(up).toBe(down - 2)
    })
  }

  test('the check catches focus under the header: without scroll padding, Shift+Tab hides a control', async ({
    page,
  }) => {
    await openPage(page, '/contact')
    // app.css's scroll-padding-top keeps focus clear of the header; set via CSSOM (the CSP refuses <style>).
    await page.evaluate(() =>
      document.documentElement.style.setProperty('scroll-padding-top', '0px', 'important'),
    )
    await page.getByRole('contentinfo').getByRole('link').last().focus()
    let hidden = 0
    for (let stop = 0; stop < 40 && hidden === 0; stop += 1) {
      await page.keyboard.press('Shift+Tab')
      hidden = (await readFocus(page)).coveredPx
    }
    expect(hidden).toBeGreaterThan(0)
  })
})

function findOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    if (root.scrollWidth <= root.clientWidth) return []
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`)
  })
}

for (const [label, viewport, deviceScaleFactor] of [
  ['320 px', { width: 320, height: 640 }, 1],
  ['1280 px at 200 % zoom', { width: 640, height: 400 }, 2],
] as const) {
  test.describe(`reflow at ${label}`, () => {
    test.use({ viewport, deviceScaleFactor })

    test('no route scrolls sideways', async ({ page }) => {
      await openPage(page, '/')
      const problems: string[] = []
      for (const path of listReachablePaths()) {
        await visit(page, path)
        const overflow = await findOverflow(page)
        if (overflow.length) problems.push(`${path}: ${overflow.join(', ')}`)
      }
      expect(problems).toEqual([])
    })
  })
}

/** Interactive elements smaller than 24 × 24 CSS px, other than links in a sentence. */
function findSmallTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"])'
    const lineBox = (element: Element) => {
      let block = element.parentElement
      while (block && ['inline', 'contents'].includes(getComputedStyle(block).display)) {
        block = block.parentElement
      }
      return block
    }
    /** A stretched link's ::after covers its card: the card is the target. */
    const targetRect = (element: HTMLElement) => {
      for (const pseudo of ['::after', '::before']) {
        const style = getComputedStyle(element, pseudo)
        const covers =
          style.content !== 'none' &&
          style.position === 'absolute' &&
          [style.top, style.right, style.bottom, style.left].every((edge) => edge === '0px')
        if (!covers) continue
        let holder = element.parentElement
        while (holder && getComputedStyle(holder).position === 'static') holder = holder.parentElement
        if (holder) return holder.getBoundingClientRect()
      }
      return element.getBoundingClientRect()
    }
    const small: string[] = []
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const rect = targetRect(element)
      // Visually hidden until focused (the skip link): nothing to hit.
      if (rect.width <= 1 || rect.height <= 1) continue
      if (rect.width >= 24 && rect.height >= 24) continue
      // WCAG's exception: a link inline in running text, whose size the surrounding line height decides.
      const box = lineBox(element)
      const ownText = element.textContent?.trim() ?? ''
      const inRunningText =
        element.tagName === 'A' &&
        style.display === 'inline' &&
        box?.matches('p, li, dd, td') === true &&
        (box.textContent?.trim().length ?? 0) > ownText.length
      if (inRunningText) continue
      const name = element.getAttribute('aria-label') ?? ownText.slice(0, 40)
      small.push(
        `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      )
    }
    return small
  })
}

test.describe('target size at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every control on every route is at least 24 × 24 px, links in running text aside', async ({
    page,
  }) => {
    await openPage(page, '/')
    const problems: string[] = []
    for (const path of listReachablePaths()) {
      await visit(page, path)
      for (const small of await findSmallTargets(page)) problems.push(`${path}: ${small}`)
    }
    await page.getByRole('button', { name: 'Open menu' }).click()
    await mainNav(page).getByRole('button', { name: 'Services' }).click()
    for (const small of await findSmallTargets(page)) problems.push(`open menu: ${small}`)
    expect(problems).toEqual([])
  })

  test('the running-text exception is honest: a small link outside a sentence is reported', async ({
    page,
  }) => {
    await openPage(page, '/about')
    await page.evaluate(() => {
      const host = document.createElement('div')
      host.innerHTML =
        '<p>Read <a href="#x" id="in-text">our policy</a> today.</p><p><a href="#y" id="alone">Alone</a></p>'
      document.querySelector('main')?.append(host)
    })
    const small = await findSmallTargets(page)
    expect(small.some((entry) => entry.includes('"Alone"'))).toBe(true)
    expect(small.some((entry) => entry.includes('"our policy"'))).toBe(false)
  })
})

/** Controls that would vanish in forced colors: no text of their own and no border. */
function findInvisibleControls(page: Page) {
  return page.evaluate(() => {
    const hasBorder = (style: CSSStyleDeclaration) =>
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) =>
          Number.parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none',
      )
    const missing: string[] = []
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]'
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[inert], [aria-hidden="true"]')) continue
      const style = getComputedStyle(element)
      const rect = element.getBoundingClientRect()
      if (style.display === 'none' || style.visibility === 'hidden' || rect.width <= 1 || rect.height <= 1) {
        continue
      }
      const isField = element.matches('input, select, textarea')
      const text = isField ? '' : (element.innerText ?? '').trim()
      const edge =
        element instanceof HTMLInputElement && element.type === 'file'
          ? hasBorder(getComputedStyle(element, '::file-selector-button'))
          : hasBorder(style)
      // Fields need an edge to show where to type; other controls may be plain text instead.
      if (!edge && (isField || !text)) {
        missing.push(`${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? text}"`)
      }
    }
    return missing
  })
}

test.describe('forced colours', () => {
  test('controls on every route keep an edge or text, and the current carousel item stands out', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await openPage(page, '/')
    const problems: string[] = []
    for (const path of listReachablePaths()) {
      await visit(page, path)
      for (const control of await findInvisibleControls(page)) problems.push(`${path}: ${control}`)
    }
    await visit(page, '/')
    await page.getByRole('button', { name: 'Services menu' }).click()
    await expect(page.getByRole('region', { name: 'Services menu' })).toBeVisible()
    for (const control of await findInvisibleControls(page)) problems.push(`services menu: ${control}`)
    expect(problems).toEqual([])
    // The check itself: an icon-only button without a border is reported.
    await page.evaluate(() => {
      const probe = document.createElement('button')
      probe.setAttribute('aria-label', 'Probe')
      probe.innerHTML = '<svg width="20" height="20" aria-hidden="true"><circle cx="10" cy="10" r="8"/></svg>'
      document.querySelector('main')?.prepend(probe)
    })
    expect(await findInvisibleControls(page)).toContain('button "Probe"')
    await page.evaluate(() => document.querySelector('button[aria-label="Probe"]')?.remove())

    const tabColours = await page
      .getByRole('region', { name: 'Services menu' })
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => getComputedStyle(tab).backgroundColor))
    expect(new Set(tabColours).size).toBe(2)
    await page.keyboard.press('Escape')
    const dotColours = await page
      .locator('section[aria-roledescription="carousel"] [data-dot-mark]')
      .evaluateAll((marks) => marks.map((mark) => getComputedStyle(mark).backgroundColor))
    expect(new Set(dotColours).size).toBe(2)
    expect(dotColours).not.toContain('rgba(0, 0, 0, 0)')
  })

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } })

    test('the menu toggle and the open menu keep their edges', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' })
      await openPage(page, '/')
      expect(await findInvisibleControls(page)).toEqual([])
      await page.getByRole('button', { name: 'Open menu' }).click()
      await mainNav(page).getByRole('button', { name: 'Services' }).click()
      expect(await findInvisibleControls(page)).toEqual([])
    })
  })
})
