import { expect, type Page, test } from '@playwright/test'
import { categoryCopy, getCategory } from '../../content/index.ts'
import type { Figure, HeroSlide } from '../../content/schema.ts'
import { finalFigureText } from '../fixtures/figure-forms.ts'
import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import {
  expectEveryFrameReadsRight,
  figureText,
  readFigureFramesToTheEnd,
  recordFigureFrames,
} from './count-up-support.ts'
import { movePointerAway, openWithStoppedClock } from './support.ts'

/** The two category pages with a hero carousel, read from the same content. */
const carouselPages = ['digital-transformation', 'database-and-infrastructure-management'].map((id) => {
  const category = getCategory(id)
  const slides: readonly HeroSlide[] = categoryCopy[id]?.heroSlides ?? []
  const stats: readonly Figure[] = category?.stats ?? []
  if (!category || slides.length === 0 || stats.length === 0) throw new Error(`${id} lacks slides or figures`)
  return { path: category.href, name: category.name, slides, stats }
})

const currentSlide = (page: Page) => page.locator('[data-slide]:not([aria-hidden="true"])')
const carousel = (page: Page) => page.locator('section[aria-roledescription="carousel"]')

for (const { path, name, slides, stats } of carouselPages) {
  const slideId = (n: number) => slides[n]?.id ?? ''

  test.describe(`${name} hero carousel`, () => {
    // The shared carousel's rotation rules are proved once, in hero-carousel.spec.ts.
    test('shows its four scenes in order, one every 5000 ms, and wraps from the fourth to the first', async ({
      page,
    }) => {
      await openWithStoppedClock(page, path)
      await movePointerAway(page)
      await expect(carousel(page).getByRole('button', { name: /^Slide \d: / })).toHaveCount(4)
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
      for (const next of [1, 2, 3, 0]) {
        await page.clock.runFor(5000)
        await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(next))
        await expect(currentSlide(page)).toContainText(slides[next]?.title ?? '')
      }
    })

    test('next, previous and dots move to the right scene', async ({ page }) => {
      await openWithStoppedClock(page, path)
      await movePointerAway(page)
      await page.getByRole('button', { name: 'Next slide' }).press('Enter')
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
      await page.getByRole('button', { name: 'Previous slide' }).press('Enter')
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
      await page.getByRole('button', { name: 'Previous slide' }).press('Enter')
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(3))
      const dot = page.getByRole('button', { name: `Slide 3: ${slides[2]?.title}` })
      await dot.press('Enter')
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(2))
      await expect(dot).toHaveAttribute('aria-current', 'true')
      await expect(currentSlide(page)).toContainText(slides[2]?.subtitle ?? '')
    })

    test('the first scene is eager, high priority and preloaded; every scene is sized and described', async ({
      page,
    }) => {
      await openWithStoppedClock(page, path)
      const preload = page.locator('link[rel="preload"][as="image"]')
      await expect(preload).toHaveCount(1)
      await expect(preload).toHaveAttribute('fetchpriority', 'high')
      const images = carousel(page).locator('img')
      // The first and the next scene at load; the one before the first once the visitor may go back.
      await expect(images).toHaveCount(2)
      await carousel(page).hover()
      await expect(images).toHaveCount(3)
      await expect(images.first()).toHaveAttribute('loading', 'eager')
      await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
      await expect(images.first()).toHaveAttribute('alt', slides[0]?.image.alt ?? '')
      const src = await images.first().getAttribute('src')
      expect(await preload.getAttribute('imagesrcset')).toContain(src?.replace(/\.jpg$/, '.avif'))
      await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('width', '1920')
        await expect(image).toHaveAttribute('height', '1080')
      }
      const avif = await page.request.get(src?.replace(/\.jpg$/, '.avif') ?? '')
      expect(avif.headers()['content-type']).toBe('image/avif')
    })
  })

  test.describe(`${name} figures`, () => {
    // A short window keeps the figures below the hero at load, so they count when scrolled to.
    test.use({ viewport: { width: 1280, height: 600 } })

    test('count up from zero when scrolled into view; the static HTML has the final numbers', async ({
      page,
      request,
    }) => {
      const html = (await (await request.get(path)).text()).replaceAll('<!-- -->', '')
      for (const stat of stats) expect(html).toContain(finalFigureText(stat))

      await openWithStoppedClock(page, path)
      const band = page.getByRole('region', { name: `${name} in figures` })
      const figures = band.locator('[data-stat-value]')
      await expect(figures).toHaveText(stats.map((stat) => figureText(stat, 0)))
      // Screen readers get the final figure from the start, never the count.
      await expect(band.getByRole('definition').first()).toContainText(
        `${figureText(stats[0] as Figure, 0)}${figureText(stats[0] as Figure, 1)}`,
      )
      await band.scrollIntoViewIfNeeded()
      // The observer reports on its own schedule: step the clock until counting begins, then check it rises.
      const largest = stats.reduce((max, stat) => (stat.value > max.value ? stat : max))
      const largestFigure = figures.nth(stats.indexOf(largest))
      const shown = async () => Number((await largestFigure.textContent())?.replace(/[^\d.]/g, ''))
      await expect
        .poll(async () => {
          await page.clock.runFor(100)
          return shown()
        })
        .toBeGreaterThan(0)
      expect(await shown()).toBeLessThan(largest.value)
      await page.clock.runFor(2500)
      await expect(figures).toHaveText(stats.map((stat) => figureText(stat, 1)))
    })

    test('every frame of every figure reads right from load until the count ends', async ({ page }) => {
      const selector = 'section[aria-labelledby="category-stats-heading"] .count-up'
      await recordFigureFrames(page, selector)
      await page.goto(path)
      await waitForHydration(page)
      await expect(page.locator(selector)).toHaveCount(stats.length)
      await page.getByRole('region', { name: `${name} in figures` }).scrollIntoViewIfNeeded()
      expectEveryFrameReadsRight(await readFigureFramesToTheEnd(page, stats), stats)
    })

    test('reduced-motion visitors see the final figures without counting', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await openWithStoppedClock(page, path)
      const figures = page.getByRole('region', { name: `${name} in figures` }).locator('[data-stat-value]')
      await expect(figures).toHaveText(stats.map((stat) => figureText(stat, 1)))
    })
  })

  test(`${name}: the carousel and the direct contact card pass axe`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(path)
    await waitForHydration(page)
    await expectNoAxeViolations(page, 'section[aria-roledescription="carousel"]')
    await page.getByRole('button', { name: 'Next slide' }).click()
    await expectNoAxeViolations(page, 'section[aria-roledescription="carousel"]')
    await expectNoAxeViolations(page, '#contact-form')
  })
}

test('the database page states its figures as the specification words them', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/services/database-and-infrastructure-management')
  const band = page.getByRole('region', { name: /in figures/ })
  await expect(band.locator('[data-stat-value]')).toHaveText(['99.9%', 'Under 5 min', '500+'])
  await expect(band.getByRole('term')).toHaveText(['Uptime', 'Response time', 'Clients'])
})

test('the enquiry section offers phone and e-mail beside the form', async ({ page }) => {
  await page.goto('/services/digital-transformation')
  const section = page.locator('#contact-form')
  await expect(section.getByRole('heading', { level: 3, name: 'Prefer to talk first?' })).toBeVisible()
  await expect(section.getByRole('link', { name: /^\(\d{3}\) / })).toHaveAttribute('href', /^tel:\+1\d{10}$/)
  await expect(section.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
})
