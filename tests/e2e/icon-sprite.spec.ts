import { expect, test } from '@playwright/test'
import { ICON_SPRITE_ID } from '../../app/components/ui/icon-sprite-markers.ts'
import { ICON_NAMES } from '../../app/components/ui/icons.tsx'
import { openHydrated } from './support.ts'

/** Every <use> on the page that points at a drawing the document does not have. */
const blankIcons = () =>
  [...document.querySelectorAll('use')]
    .map((use) => use.getAttribute('href') ?? '')
    .filter((href) => !document.getElementById(href.slice(1))?.closest('symbol'))

test('a page arrives with its own drawings only, and gains the rest once it runs', async ({ page }) => {
  const prerendered = await (await page.request.get('/privacy')).text()
  const shipped = prerendered.split('<symbol ').length - 1
  expect(shipped).toBeGreaterThan(0)
  expect(shipped).toBeLessThan(ICON_NAMES.length)

  await openHydrated(page, '/privacy')
  await expect.poll(() => page.locator(`#${ICON_SPRITE_ID} symbol`).count()).toBe(ICON_NAMES.length)
  expect(await page.evaluate(blankIcons)).toEqual([])
})

test('the missing drawings arrive in one insertion, not one per drawing', async ({ page }) => {
  // Each insertion makes the browser look again at every <use> on the page: one long task per drawing.
  await page.addInitScript((spriteId) => {
    const insertions: number[] = []
    Object.assign(window, { spriteInsertions: insertions })
    document.addEventListener('DOMContentLoaded', () => {
      const sprite = document.querySelector(`#${spriteId} svg`)
      if (!sprite) return
      new MutationObserver((records) => {
        for (const record of records)
          if (record.addedNodes.length > 0) insertions.push(record.addedNodes.length)
      }).observe(sprite, { childList: true })
    })
  }, ICON_SPRITE_ID)
  await openHydrated(page, '/privacy')
  await expect.poll(() => page.locator(`#${ICON_SPRITE_ID} symbol`).count()).toBe(ICON_NAMES.length)
  const insertions = await page.evaluate(
    () => (window as unknown as { spriteInsertions: number[] }).spriteInsertions,
  )
  expect(insertions).toHaveLength(1)
})

test('icons a script renders later draw: the services menu, and a page reached by link', async ({ page }) => {
  await openHydrated(page, '/privacy')
  await expect.poll(() => page.locator(`#${ICON_SPRITE_ID} symbol`).count()).toBe(ICON_NAMES.length)

  await page
    .getByRole('navigation', { name: 'Main' })
    .filter({ visible: true })
    .getByRole('link', { name: 'Services', exact: true })
    .hover()
  await expect(page.getByRole('tablist')).toBeVisible()
  expect(await page.evaluate(blankIcons)).toEqual([])

  await page.keyboard.press('Escape')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(blankIcons)).toEqual([])
})
