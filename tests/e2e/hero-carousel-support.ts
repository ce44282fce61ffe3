import { expect as baseExpect, type Page } from '@playwright/test'
import { waitForHydration } from './support.ts'

// The machine running the suite may be busy; the clock, not these timeouts, drives every timed behaviour.
const expect = baseExpect.configure({ timeout: 15_000 })

/** The slide on show: the others in the page are hidden from assistive technology. */
export const currentSlide = (page: Page) => page.locator('[data-slide]:not([aria-hidden="true"])')

/** Opens a page with the clock stopped: timers fire only when a test runs the clock. */
export async function openWithClock(page: Page, path: string) {
  await page.clock.install({ time: new Date('2026-01-05T09:00:00Z') })
  await page.clock.pauseAt(new Date('2026-01-05T09:00:01Z'))
  await page.goto(path)
  await waitForHydration(page)
}

/** Moves the pointer off the hero (onto the fixed header's empty corner) so hovering does not hold it. */
export async function pointerAway(page: Page) {
  await page.mouse.move(4, 4)
}

/** Pause holds the first slide through 12 s; play moves on to the second after one 5 s step. */
export async function expectPauseThenPlay(page: Page, slideId: (n: number) => string) {
  // Neither the pointer nor the pressed button's focus may hold the carousel while the clock runs.
  const letGo = async () => {
    await pointerAway(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  }
  await page.getByRole('button', { name: 'Pause slideshow' }).click()
  await letGo()
  await page.clock.runFor(12_000)
  await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
  await page.getByRole('button', { name: 'Play slideshow' }).click()
  await letGo()
  await page.clock.runFor(5000)
  await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
}

/** The pointer over the hero holds the first slide through 12 s; once it leaves, one 5 s step moves on. */
export async function expectHoverHolds(page: Page, slideId: (n: number) => string) {
  await page.getByRole('heading', { level: 1 }).hover()
  await page.clock.runFor(12_000)
  await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
  await pointerAway(page)
  await page.clock.runFor(5000)
  await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
}
