import { expect, type Page, test } from '@playwright/test'
import { coreValues } from '../../content/about.ts'
import { ROTATING_CLIENT_MARKS } from '../../content/clients.ts'
import { listAboutHeroStats } from '../../content/index.ts'
import { leadership } from '../../content/leadership.ts'
import { testimonials } from '../../content/testimonials.ts'
import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import {
  clearFigureFrames,
  cumulativeLayoutShift,
  expectCountedFromZero,
  figureText,
  HERO_FIGURES,
  readFigureFrames,
  readFigureFramesToTheEnd,
  recordFigureFrames,
} from './count-up-support.ts'
import { movePointerAway, openWithStoppedClock } from './support.ts'

const markAt = (n: number) => {
  const mark = ROTATING_CLIENT_MARKS[n]
  if (!mark) throw new Error(`content/data/about.json rotates no client ${n + 1}`)
  return mark
}
const [firstMark, secondMark] = [markAt(0), markAt(1)]

test('the hero shows badges and its figures; mission, vision and the core values follow', async ({
  page,
}) => {
  await page.goto('/about')
  const hero = page.locator('section[aria-labelledby="page-title"]')
  await expect(hero.getByRole('list', { name: 'At a glance' })).toContainText('Woman-Owned Small Business')
  await expect(hero.locator('dd')).toHaveCount(listAboutHeroStats().length)
  await expect(hero.locator('dd').first()).toContainText('200+')
  await expect(page.getByRole('heading', { name: 'Our Mission', exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Our Vision', exact: true })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Core Values' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(coreValues.length)
})

test('the leadership section lists the people, each with a profile link, and publishes them as Person data', async ({
  page,
}) => {
  await page.goto('/about#leadership')
  await waitForHydration(page)
  const section = page.locator('#leadership')
  await expect(section.getByRole('heading', { level: 3 })).toHaveText(leadership.map((leader) => leader.name))
  await expect(section.getByRole('link', { name: /on LinkedIn/ })).toHaveCount(leadership.length)
  const jsonLd = JSON.parse(
    (await section.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  )
  const people = jsonLd['@graph'] as { '@type': string; name: string; jobTitle: string }[]
  expect(people.map((person) => [person['@type'], person.name, person.jobTitle])).toEqual(
    leadership.map((leader) => ['Person', leader.name, leader.title]),
  )
})

test('the call to action leads to contact and to the leadership team', async ({ page }) => {
  await page.goto('/about')
  const cta = page.getByRole('region', { name: 'Put an Experienced Team on Your Mission' })
  await expect(cta.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  await expect(cta.getByRole('link', { name: 'Meet Our Leadership' })).toHaveAttribute(
    'href',
    '/about#leadership',
  )
})

/** Opens /about with the clock stopped and the pointer over neither rotation. */
async function openAbout(page: Page) {
  await openWithStoppedClock(page, '/about')
  await movePointerAway(page)
}

const testimonialCarousel = (page: Page) => page.getByRole('region', { name: 'What our clients say' })
const currentTestimonial = (page: Page) =>
  testimonialCarousel(page).locator('[data-testimonial]:not([aria-hidden="true"])')
const testimonialAnnouncer = (page: Page) => page.getByTestId('testimonial-announcer')
const blurFocus = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

/** The testimonial at a place in the rotation, which the content must have. */
function testimonialAt(index: number) {
  const testimonial = testimonials[index]
  if (!testimonial) throw new Error(`content has no testimonial ${index + 1}`)
  return testimonial
}

test.describe('testimonials in the hero', () => {
  test('three quotes attributed by role and kind of organization, one every 8000 ms, wrapping, silently', async ({
    page,
  }) => {
    await openAbout(page)
    const carousel = testimonialCarousel(page)
    await expect(carousel.locator('[data-testimonial]')).toHaveCount(3)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    await expect(currentTestimonial(page)).toContainText(testimonialAt(0).quote)
    await expect(currentTestimonial(page)).toContainText('Program Manager')
    await expect(currentTestimonial(page)).toContainText('Federal civilian agency')
    await page.clock.runFor(7900)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    await page.clock.runFor(200)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(1).id)
    await page.clock.runFor(8000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(2).id)
    await page.clock.runFor(8000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    // Automatic steps are not announced.
    await expect(testimonialAnnouncer(page)).toHaveText('')
    await expect(carousel.getByRole('button', { name: /^Testimonial 1:/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  })

  test('holds while the pointer is over it and resumes when it leaves', async ({ page }) => {
    await openAbout(page)
    await currentTestimonial(page).hover()
    await page.clock.runFor(20_000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    await page.mouse.move(4, 4)
    await page.clock.runFor(8000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(1).id)
  })

  test('holds while focus is inside it; previous, next and dots move and are announced', async ({ page }) => {
    await openAbout(page)
    const carousel = testimonialCarousel(page)
    await carousel.getByRole('button', { name: 'Previous testimonial' }).focus()
    await page.keyboard.press('Enter')
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(2).id)
    await expect(testimonialAnnouncer(page)).toContainText('Testimonial 3 of 3')
    await expect(testimonialAnnouncer(page)).toContainText(testimonialAt(2).quote)
    await page.clock.runFor(20_000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(2).id)
    await carousel.getByRole('button', { name: 'Next testimonial' }).press('Enter')
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    const second = carousel.getByRole('button', { name: /^Testimonial 2:/ })
    await second.press('Space')
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(1).id)
    await expect(second).toHaveAttribute('aria-current', 'true')
    await expect(testimonialAnnouncer(page)).toContainText('Testimonial 2 of 3')
    // Focus leaves: the rotation runs again, and its own steps stay silent.
    await blurFocus(page)
    await page.clock.runFor(8000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(2).id)
    await expect(testimonialAnnouncer(page)).toHaveText('')
  })

  test('the pause button stops the rotation until play is pressed', async ({ page }) => {
    await openAbout(page)
    await testimonialCarousel(page).getByRole('button', { name: 'Pause testimonials' }).click()
    await page.mouse.move(4, 4)
    await blurFocus(page)
    await page.clock.runFor(30_000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    await testimonialCarousel(page).getByRole('button', { name: 'Play testimonials' }).click()
    await page.mouse.move(4, 4)
    await blurFocus(page)
    await page.clock.runFor(8000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(1).id)
  })

  test('stands still under reduced motion, with the controls still working', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openAbout(page)
    await page.clock.runFor(30_000)
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(0).id)
    await expect(testimonialCarousel(page).getByRole('button', { name: 'Pause testimonials' })).toHaveCount(0)
    await testimonialCarousel(page).getByRole('button', { name: 'Next testimonial' }).click()
    await expect(currentTestimonial(page)).toHaveAttribute('data-testimonial', testimonialAt(1).id)
  })
})

const logoRotation = (page: Page) => page.getByTestId('client-logo-rotation')
const inFocus = (page: Page) => logoRotation(page).locator('[data-client-in-focus]')
const clientAnnouncer = (page: Page) => page.getByTestId('client-announcer')

test.describe('client logo rotation', () => {
  test('the rotation’s wordmarks stay on view while the focus moves every 3000 ms and wraps, silently', async ({
    page,
  }) => {
    await openAbout(page)
    const tiles = logoRotation(page).getByRole('list', { name: 'Clients' }).getByRole('button')
    await expect(tiles).toHaveCount(ROTATING_CLIENT_MARKS.length)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
    await page.clock.runFor(2900)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
    for (const [step, mark] of [...ROTATING_CLIENT_MARKS.slice(1), firstMark].entries()) {
      await page.clock.runFor(step === 0 ? 200 : 3000)
      await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', mark)
    }
    await expect(tiles.first()).toHaveAttribute('aria-current', 'true')
    await expect(tiles.nth(1)).not.toHaveAttribute('aria-current', 'true')
    for (const tile of await tiles.all()) await expect(tile).toBeVisible()
    await expect(clientAnnouncer(page)).toHaveText('')
  })

  test('holds under the pointer and while focus is inside; choosing a wordmark puts it in focus', async ({
    page,
  }) => {
    await openAbout(page)
    await inFocus(page).hover()
    await page.clock.runFor(10_000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
    await page.mouse.move(4, 4)
    await page.clock.runFor(3000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', secondMark)

    const gmu = logoRotation(page).getByRole('button', { name: /George Mason University/ })
    await gmu.focus()
    await page.keyboard.press('Enter')
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', 'GMU')
    await expect(gmu).toHaveAttribute('aria-current', 'true')
    await expect(clientAnnouncer(page)).toContainText('In focus: George Mason University, Higher education')
    await page.clock.runFor(10_000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', 'GMU')
    await blurFocus(page)
    await page.clock.runFor(3000)
    // From the last of the eight, the rotation wraps to the first.
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
  })

  test('the pause button stops the rotation until play is pressed', async ({ page }) => {
    await openAbout(page)
    await logoRotation(page).getByRole('button', { name: 'Pause client spotlight' }).click()
    await page.mouse.move(4, 4)
    await blurFocus(page)
    await page.clock.runFor(12_000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
    await logoRotation(page).getByRole('button', { name: 'Play client spotlight' }).click()
    await page.mouse.move(4, 4)
    await blurFocus(page)
    await page.clock.runFor(3000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', secondMark)
  })

  test('stands still under reduced motion, all eight on view', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openAbout(page)
    await page.clock.runFor(30_000)
    await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', firstMark)
    await expect(logoRotation(page).getByRole('button', { name: /Pause/ })).toHaveCount(0)
    for (const tile of await logoRotation(page)
      .getByRole('list', { name: 'Clients' })
      .getByRole('button')
      .all())
      await expect(tile).toBeVisible()
  })
})

/** The empty space from the bottom of the spotlight's pause control to the first line of the next section. */
async function gapAfterSpotlight(page: Page) {
  const toggle = logoRotation(page).getByRole('button', { name: 'Pause client spotlight' })
  const opening = page.getByRole('region', { name: 'Leadership' }).getByText('Our people', { exact: true })
  const [control, first] = await Promise.all([toggle.boundingBox(), opening.boundingBox()])
  return (first?.y ?? Number.NaN) - ((control?.y ?? Number.NaN) + (control?.height ?? Number.NaN))
}

for (const width of [390, 768, 1280]) {
  test(`at ${width} px a full turn of the client spotlight moves nothing on the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await openAbout(page)
    await logoRotation(page).scrollIntoViewIfNeeded()
    const shiftSoFar = await cumulativeLayoutShift(page)
    const gaps = [await gapAfterSpotlight(page)]
    for (const mark of [...ROTATING_CLIENT_MARKS.slice(1), firstMark]) {
      await page.clock.runFor(3000)
      await expect(inFocus(page)).toHaveAttribute('data-client-in-focus', mark)
      gaps.push(await gapAfterSpotlight(page))
    }
    expect(new Set(gaps).size).toBe(1)
    expect(await cumulativeLayoutShift(page)).toBe(shiftSoFar)
  })
}

test('at 1280 px the leadership section follows the client spotlight without an empty band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openAbout(page)
  expect(await gapAfterSpotlight(page)).toBeLessThanOrEqual(96)
})

test('the rotations have no accessibility violations at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/about')
  await waitForHydration(page)
  await testimonialCarousel(page).getByRole('button', { name: 'Next testimonial' }).click()
  await expectNoAxeViolations(page, 'section[aria-labelledby="page-title"]')
  await expectNoAxeViolations(page, '[data-testid="client-logo-rotation"]')
})

test.describe('hero figures, on screen at load', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  const stats = listAboutHeroStats()
  const finals = stats.map((stat) => figureText(stat, 1))

  test('count up from zero without first showing the final value, at a fixed width, shifting nothing', async ({
    page,
  }) => {
    await recordFigureFrames(page, HERO_FIGURES)
    await page.goto('/about')
    const figures = page.locator(HERO_FIGURES)
    await expect(figures).toHaveCount(stats.length)
    for (const figure of await figures.all()) await expect(figure).toBeInViewport()
    await expect(figures.locator('[data-stat-value]')).toHaveText(finals)
    expectCountedFromZero(await readFigureFramesToTheEnd(page, stats), stats)
    expect(await cumulativeLayoutShift(page)).toBe(0)
  })

  test('count up from zero on a page reached by a link', async ({ page }) => {
    await recordFigureFrames(page, HERO_FIGURES)
    await page.goto('/services')
    await waitForHydration(page)
    await expect(page.locator(HERO_FIGURES)).toHaveCount(0)
    await clearFigureFrames(page)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click()
    await expect(page).toHaveURL('/about')
    await expect(page.locator(HERO_FIGURES).locator('[data-stat-value]')).toHaveText(finals)
    expectCountedFromZero(await readFigureFramesToTheEnd(page, stats), stats)
  })

  test('reduced-motion visitors see the final values from the first frame to the last', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await recordFigureFrames(page, HERO_FIGURES)
    await page.goto('/about')
    await waitForHydration(page)
    // Keep recording for a while after the script has taken over.
    const atHydration = (await readFigureFrames(page)).length
    await expect.poll(async () => (await readFigureFrames(page)).length).toBeGreaterThan(atHydration + 30)
    const frames = await readFigureFrames(page)
    expect(
      frames.filter((frame) => JSON.stringify(frame.shown) !== JSON.stringify(finals.map((text) => [text]))),
    ).toEqual([])
  })

  test('if the scripts never arrive, the final values replace the zeros after 5 s', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort())
    await recordFigureFrames(page, HERO_FIGURES)
    await page.goto('/about')
    const values = page.locator(HERO_FIGURES).locator('[data-stat-value]')
    // The hand-over is a CSS animation, which the page clock does not drive: hold it at a chosen time.
    const holdHandOverAt = (ms: number) =>
      page.evaluate((time) => {
        const handOvers = document
          .getAnimations()
          .filter((animation) => (animation as CSSAnimation).animationName?.startsWith('count-up-give-up'))
        for (const animation of handOvers) {
          animation.pause()
          animation.currentTime = time
        }
        return handOvers.length
      }, ms)
    expect(await holdHandOverAt(4900)).toBeGreaterThan(0)
    await expect(values.first()).toBeHidden()
    await holdHandOverAt(5000)
    await expect(values.first()).toBeVisible()
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true')
    // The recorder samples on the next frame after the hand-over, so wait for it to see the final values.
    const frames = await readFigureFramesToTheEnd(page, stats)
    expect(frames[0]?.shown).toEqual(stats.map((stat) => [figureText(stat, 0)]))
    expect(frames.at(-1)?.shown).toEqual(finals.map((text) => [text]))
  })
})

test.describe('hero figures without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })

  test('show their final values, with no placeholder', async ({ page }) => {
    await page.goto('/about')
    const figures = page.locator(HERO_FIGURES)
    const values = figures.locator('[data-stat-value]')
    await expect(values).toHaveText(listAboutHeroStats().map((stat) => figureText(stat, 1)))
    for (const value of await values.all()) await expect(value).toBeVisible()
    expect(
      await figures.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node, '::before').content)),
    ).toEqual(['none', 'none', 'none', 'none'])
  })
})
