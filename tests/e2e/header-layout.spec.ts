import { expect, type Page, test } from '@playwright/test'
import { company } from '../../content/site.ts'
import { SPEC_NAV_ITEMS } from '../fixtures/spec-facts.ts'
import { expectLayoutLength, LAYOUT_TOLERANCE_PX, openHydrated } from './support.ts'

// Header controls from phone to desktop: inside the window, on one line, clear; a fixed header cannot scroll.

const WIDTHS = [320, 360, 390, 768, 800, 834, 1024, 1280, 1440] as const
/** Below it the menu toggle replaces the navigation bar. */
const MOBILE_BREAKPOINT_PX = 768
const HEADER_HEIGHT_PX = 80

function expectedControls(width: number): string[] {
  const always = [`${company.name} home`, 'Search']
  if (width < MOBILE_BREAKPOINT_PX) return [...always, 'Open menu']
  return [...always, ...SPEC_NAV_ITEMS, 'Services menu', 'Solutions menu']
}

interface MeasuredControl {
  name: string
  left: number
  right: number
  top: number
  bottom: number
  /** The most lines any one run of its text takes. */
  lines: number
  reachable: boolean
}

function measureHeader(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    if (!header) throw new Error('no header')
    const linesOf = (element: Element) => {
      let most = 0
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Visually hidden text (a name kept for screen readers) lies in a 1 px box: not on screen.
        const holder = node.parentElement
        if (!node.textContent?.trim() || !holder || holder.getBoundingClientRect().width <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        )
        most = Math.max(most, tops.size)
      }
      return most
    }
    // The name a screen reader gives it: what it says, less what is hidden from assistive technology.
    const nameFromText = (element: Element) => {
      const copy = element.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return copy.textContent?.trim() ?? ''
    }
    const controls = [...header.querySelectorAll<HTMLElement>('a[href], button')]
      .filter((element) => element.checkVisibility({ visibilityProperty: true }))
      .map((element): MeasuredControl => {
        const rect = element.getBoundingClientRect()
        const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
        return {
          name: element.getAttribute('aria-label') ?? nameFromText(element),
          left: rect.left,
          right: rect.right,
          top: rect.top,
          bottom: rect.bottom,
          lines: linesOf(element),
          reachable: hit !== null && element.contains(hit),
        }
      })
      .filter((control) => control.right > control.left && control.bottom > control.top)
    const bar = header.getBoundingClientRect()
    const root = document.documentElement
    return {
      controls,
      bar: { top: bar.top, bottom: bar.bottom, height: bar.height },
      windowWidth: root.clientWidth,
      scrollsSideways: root.scrollWidth > root.clientWidth,
    }
  })
}

async function findHeaderProblems(page: Page, width: number): Promise<string[]> {
  const { controls, bar, windowWidth, scrollsSideways } = await measureHeader(page)
  const problems: string[] = []
  const at = (what: string) => problems.push(`${width} px: ${what}`)
  const names = controls.map((control) => control.name)
  for (const name of expectedControls(width)) {
    if (!names.includes(name)) at(`"${name}" is not shown`)
  }
  if (Math.abs(bar.height - HEADER_HEIGHT_PX) >= LAYOUT_TOLERANCE_PX) at(`the bar is ${bar.height} px tall`)
  if (scrollsSideways) at('the page scrolls sideways')
  const round = (value: number) => Math.round(value * 10) / 10
  for (const control of controls) {
    const box = `${round(control.left)}–${round(control.right)} × ${round(control.top)}–${round(control.bottom)}`
    const inside =
      control.left >= -LAYOUT_TOLERANCE_PX &&
      control.right <= windowWidth + LAYOUT_TOLERANCE_PX &&
      control.top >= bar.top - LAYOUT_TOLERANCE_PX &&
      control.bottom <= bar.bottom + LAYOUT_TOLERANCE_PX
    if (!inside) at(`"${control.name}" at ${box} is not inside the ${windowWidth} px window and the bar`)
    if (control.lines > 1) at(`"${control.name}" runs over ${control.lines} lines`)
    if (inside && !control.reachable) at(`"${control.name}" at ${box} is covered at its centre`)
  }
  for (const [index, one] of controls.entries()) {
    for (const other of controls.slice(index + 1)) {
      const across = Math.min(one.right, other.right) - Math.max(one.left, other.left)
      const down = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top)
      if (across > LAYOUT_TOLERANCE_PX && down > LAYOUT_TOLERANCE_PX) {
        at(`"${one.name}" and "${other.name}" overlap by ${round(across)} px`)
      }
    }
  }
  return problems
}

async function walkWidths(page: Page) {
  const problems: string[] = []
  for (const width of [...WIDTHS].reverse()) {
    await page.setViewportSize({ width, height: 844 })
    problems.push(...(await findHeaderProblems(page, width)))
  }
  return problems
}

test.describe('the header at every width from 320 px', () => {
  test('with the brand font, every control is inside the window, on one line and clear of the others', async ({
    page,
  }) => {
    await openHydrated(page, '/about')
    // The font shows only if it is ready at first paint (font-display: optional): a second load has it cached.
    await page.evaluate(() => document.fonts.ready)
    await openHydrated(page, '/about')
    expect(await page.evaluate(() => document.fonts.check('1em "Public Sans Variable"'))).toBe(true)
    expect(await walkWidths(page)).toEqual([])
  })

  test('with the fallback font, as on a first visit over a slow line, it fits just as well', async ({
    page,
  }) => {
    await page.route('**/*.woff2', (route) => route.abort())
    await openHydrated(page, '/about')
    expect(await walkWidths(page)).toEqual([])
  })

  test('search sits beside the navigation, not in its lists, and on phones next to the menu toggle', async ({
    page,
  }) => {
    await openHydrated(page, '/about')
    await expect(page.getByRole('navigation').getByRole('button', { name: 'Search' })).toHaveCount(0)
    await page.setViewportSize({ width: 390, height: 844 })
    const search = await page.getByRole('banner').getByRole('button', { name: 'Search' }).boundingBox()
    const toggle = await page.getByRole('button', { name: 'Open menu' }).boundingBox()
    if (!search || !toggle) throw new Error('search or menu toggle not shown')
    expectLayoutLength(search.y + search.height / 2, toggle.y + toggle.height / 2, 'same row')
    expect(toggle.x - (search.x + search.width)).toBeLessThanOrEqual(16)
  })
})
