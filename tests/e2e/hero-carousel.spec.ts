import { expect, type Page, test } from '@playwright/test'
import { heroSlides } from '../../content/home.ts'
import { waitForHydration } from './axe-support.ts'
import { movePointerAway, openWithStoppedClock } from './support.ts'

// The shared hero carousel (app/lib/use-auto-rotation.ts) end to end on the home page.

const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]')
const currentSlide = (page: Page) => page.locator('[data-slide]:not([aria-hidden="true"])')
const scenery = (page: Page) => carousel(page).locator('> div').first()
const slideId = (n: number) => heroSlides.at(n)?.id ?? ''
const dot = (page: Page, n: number) =>
  page.getByRole('button', { name: `Slide ${n + 1}: ${heroSlides[n]?.title}` })

const blurFocus = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

test.describe('hero carousel rotation', () => {
  test('moves on after 5000 ms, not before, with only three slides in the page', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await expect(page.locator('[data-slide]')).toHaveCount(3)
    await page.clock.runFor(4900)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await page.clock.runFor(200)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
    await expect(page.locator('[data-slide]')).toHaveCount(3)
  })

  test('holds while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    await page.getByRole('heading', { level: 1 }).hover()
    await page.clock.runFor(12_000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await movePointerAway(page)
    await page.clock.runFor(5000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
  })

  test('holds while keyboard focus is inside it and resumes when focus leaves', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    await page.getByRole('button', { name: 'Next slide' }).press('Enter')
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
    await page.clock.runFor(12_000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
    await blurFocus(page)
    await page.clock.runFor(5000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(2))
  })

  test('turns again after a mouse click on a dot once the pointer leaves; keyboard focus inside holds it', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/')
    await dot(page, 2).click()
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(2))
    // The click leaves focus on the dot (as Chromium does), but not keyboard focus.
    await expect(dot(page, 2)).toBeFocused()
    await movePointerAway(page)
    await page.clock.runFor(5000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(3))

    await page.keyboard.press('Tab')
    await expect(dot(page, 3)).toBeFocused()
    await page.clock.runFor(12_000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(3))
  })

  test('the pause button stops the rotation until play is pressed', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    await page.getByRole('button', { name: 'Pause slideshow' }).click()
    await movePointerAway(page)
    await blurFocus(page)
    await page.clock.runFor(12_000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await page.getByRole('button', { name: 'Play slideshow' }).click()
    await movePointerAway(page)
    await blurFocus(page)
    await page.clock.runFor(5000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
  })

  test('stands still under reduced motion, with no pause button and no parallax, yet moves on request', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    await page.clock.runFor(20_000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toHaveCount(0)
    await page.mouse.wheel(0, 400)
    await expect(scenery(page)).not.toHaveAttribute('style', /translate/)
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
  })
})

test.describe('hero carousel scenery', () => {
  test('a load brings the first and the next scene; the one before the first waits until the visitor may go back', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/')
    const scene = (n: number) =>
      carousel(page)
        .locator('img')
        .and(page.getByAltText(heroSlides.at(n)?.image.alt ?? ''))
    await expect(scene(1)).toHaveCount(1)
    await expect(scene(-1)).toHaveCount(0)
    await carousel(page).hover()
    await expect(scene(-1)).toHaveCount(1)
    await page.getByRole('button', { name: 'Previous slide' }).click()
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(-1))
    await expect(scene(-1)).toHaveJSProperty('complete', true)
  })

  test('after a full turn the scene it fades from keeps its image, with no hover needed', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    for (const _slide of heroSlides) await page.clock.runFor(5000)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await expect(carousel(page).locator('img')).toHaveCount(3)
  })

  test('moves the scenery at 0.4 of the scroll', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 300))
    await expect(scenery(page)).toHaveAttribute('style', /translate3d\(0px, 120px, 0px\)/)
  })

  test('a page scrolled before its scripts ran has its scenery in place once they run', async ({ page }) => {
    // Hold the app's entry until the visitor has scrolled, so no scroll event comes after hydration.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/assets/entry.client-*.js', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(carousel(page)).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 300))
    release()
    await waitForHydration(page)
    await expect(scenery(page)).toHaveAttribute('style', /translate3d\(0px, 120px, 0px\)/)
  })
})
