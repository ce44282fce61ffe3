import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { allServiceLinks, serviceCategories } from '../../content/catalog.ts'
import { openHydrated } from '../e2e/support.ts'

/**
 * On a stretched content set, list pages fit every width without sideways scrolling or moving once shown;
 * screenshots go to test-results/content-layout/ for a person to look at.
 */

const WIDTHS = [320, 390, 768, 1024, 1280] as const
const SHOTS = join(import.meta.dirname, '../../test-results/content-layout')

const byServices = [...serviceCategories].sort((a, b) => a.services.length - b.services.length)
const longestName = [...allServiceLinks].sort((a, b) => b.name.length - a.name.length)[0]
const PAGES = [
  ...new Set([
    '/',
    '/about',
    '/services',
    '/solutions',
    '/corporate-capability',
    '/contact',
    byServices[0]?.href ?? '/',
    byServices.at(-1)?.href ?? '/',
    longestName?.href ?? '/',
  ]),
]

/** The layout shifts since the page started loading, as the browser scores them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number
            hadRecentInput: boolean
          })[])
            if (!entry.hadRecentInput) total += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => done(total), 300)
      }),
  )
}

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)

const shotName = (width: number, path: string) =>
  `${width}-${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.png`

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' })

    test('every list page fits the width and holds still', async ({ page }) => {
      test.setTimeout(180_000)
      mkdirSync(SHOTS, { recursive: true })
      const problems: string[] = []
      for (const path of PAGES) {
        await openHydrated(page, path)
        const shift = await layoutShift(page)
        const extra = await overflow(page)
        if (extra > 0) problems.push(`${path}: ${extra} px wider than the window`)
        if (shift > 0.01) problems.push(`${path}: layout shift ${shift.toFixed(3)}`)
        await page.screenshot({ path: join(SHOTS, shotName(width, path)), fullPage: true })
      }
      expect(problems).toEqual([])
    })

    test('the services menu lists every category and the longest one’s services within the window', async ({
      page,
    }) => {
      const longest = byServices.at(-1)
      if (!longest) throw new Error('no category')
      await openHydrated(page, '/about')
      const toggle = page.getByRole('button', { name: 'Open menu' })
      if (!(await toggle.isVisible())) {
        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Services', exact: true })
          .hover()
        const menu = page.getByRole('region', { name: 'Services menu' })
        await expect(menu.getByRole('tab')).toHaveCount(serviceCategories.length)
        await menu.getByRole('tab', { name: longest.name, exact: true }).hover()
        await expect(menu.getByRole('tabpanel').getByRole('listitem')).toHaveCount(longest.services.length)
        const box = await menu.boundingBox()
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true)
      } else {
        await toggle.click()
        const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })
        await nav.getByRole('button', { name: 'Services' }).click()
        const list = nav.getByRole('region', { name: 'Services' })
        for (const category of serviceCategories)
          await expect(list.getByRole('link', { name: category.name, exact: true })).toBeAttached()
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0)
      await page.screenshot({ path: join(SHOTS, `${width}-services-menu.png`) })
    })
  })
}
