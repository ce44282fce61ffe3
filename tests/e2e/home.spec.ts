import { expect, type Locator, type Page, test } from '@playwright/test'
import { reasonColumns } from '../../app/routes/home/why-choose-us.tsx'
import { serviceCategories } from '../../content/catalog.ts'
import { certifications } from '../../content/certifications.ts'
import { clients } from '../../content/clients.ts'
import { companyProfile } from '../../content/company-profile.ts'
import { contractVehicles } from '../../content/contract-vehicles.ts'
import { differentiators, heroSlides } from '../../content/home.ts'
import { listClientRows } from '../../content/index.ts'
import { solutionLinks } from '../../content/solution-links.ts'
import { SPEC_DIFFERENTIATOR_SCROLL_SECONDS } from '../fixtures/spec-facts.ts'

const REASON_COLUMNS = reasonColumns(differentiators).map((column) => column.length)
const CLIENT_ROWS = listClientRows().map((row) => row.length)
const CERTIFICATION_SIDES = [Math.ceil(certifications.length / 2), Math.floor(certifications.length / 2)]

import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import {
  expectEveryFrameReadsRight,
  readFigureFramesToTheEnd,
  recordFigureFrames,
} from './count-up-support.ts'
import { movePointerAway, openWithStoppedClock } from './support.ts'

const currentSlide = (page: Page) => page.locator('[data-slide]:not([aria-hidden="true"])')
const slideId = (n: number) => heroSlides[n]?.id ?? ''
const slide = (n: number) => {
  const found = heroSlides[n]
  if (!found) throw new Error(`content/data/home.json has no slide ${n + 1}`)
  return found
}

/** Where each link in a section points, in page order. */
const linkTargets = (section: Locator) =>
  section.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))

/** Opens the home page, waits until it answers, and returns the section with this heading. */
async function openHomeSection(page: Page, name: string) {
  await page.goto('/')
  await waitForHydration(page)
  return page.getByRole('region', { name })
}

// The shared carousel's rotation rules and scenery are proved once, in hero-carousel.spec.ts.
test.describe('home hero carousel', () => {
  test('shows the five slides in order, one every 5000 ms, and wraps from the fifth to the first', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    const hero = page.locator('section[aria-roledescription="carousel"]')
    await expect(hero.getByRole('button', { name: /^Slide \d: / })).toHaveCount(heroSlides.length)
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(0))
    await expect(currentSlide(page)).toContainText(slide(0).title)
    for (const next of [1, 2, 3, 4, 0]) {
      await page.clock.runFor(5000)
      await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(next))
      await expect(currentSlide(page)).toContainText(heroSlides[next]?.title ?? '')
    }
  })

  test('next, previous and dots move to the right slide', async ({ page }) => {
    await openWithStoppedClock(page, '/')
    await movePointerAway(page)
    await page.getByRole('button', { name: 'Next slide' }).press('Enter')
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(1))
    await page.getByRole('button', { name: 'Previous slide' }).press('Enter')
    await page.getByRole('button', { name: 'Previous slide' }).press('Enter')
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(4))
    const dot = page.getByRole('button', { name: `Slide 3: ${slide(2).title}` })
    await dot.press('Enter')
    await expect(currentSlide(page)).toHaveAttribute('data-slide', slideId(2))
    await expect(dot).toHaveAttribute('aria-current', 'true')
    await expect(currentSlide(page)).toContainText(slide(2).subtitle)
  })

  test('the first image is eager, high priority and preloaded; the others are lazy and sized', async ({
    page,
  }) => {
    await openWithStoppedClock(page, '/')
    const preload = page.locator('link[rel="preload"][as="image"]')
    await expect(preload).toHaveAttribute('fetchpriority', 'high')
    await expect(preload).toHaveAttribute('imagesrcset', /hero-federal-expertise-1920\.avif 1920w/)
    const images = page.locator('section[aria-roledescription="carousel"] img')
    await expect(images.first()).toHaveAttribute('loading', 'eager')
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.first()).toHaveAttribute('alt', slide(0).image.alt)
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '1920')
      await expect(image).toHaveAttribute('height', '1080')
    }
    const avif = await page.request.get('/img/hero-federal-expertise-1920.avif')
    expect(avif.headers()['content-type']).toBe('image/avif')
  })
})

test('the hero offers a consultation and the capabilities', async ({ page }) => {
  await page.goto('/')
  const hero = page.locator('section[aria-roledescription="carousel"]')
  await expect(hero.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  await expect(hero.getByRole('link', { name: 'Explore Capabilities' })).toHaveAttribute('href', '/services')
  await expect(hero.getByRole('list', { name: 'Certifications' }).getByRole('listitem')).toHaveCount(4)
})

test('"Solutions We Deliver" links every practice area to its page', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Solutions We Deliver' })
  const hrefs = await linkTargets(section)
  expect(hrefs).toEqual(serviceCategories.map((category) => category.href))
})

test('figures count up from zero when scrolled into view, and the static HTML has the final numbers', async ({
  page,
  request,
}) => {
  const html = (await (await request.get('/')).text()).replaceAll('<!-- -->', '')
  for (const stat of companyProfile.stats) expect(html).toContain(`${stat.value}${stat.suffix}`)

  await openWithStoppedClock(page, '/')
  const section = page.getByRole('region', { name: 'Delivering Excellence' })
  const figures = section.locator('[data-stat-value]')
  await expect(figures.first()).toHaveText('0%')
  await expect(figures.nth(1)).toHaveText('0.0%')
  await section.scrollIntoViewIfNeeded()
  // The observer reports on its own schedule: step the clock until counting begins, then check it rises.
  const projects = async () => Number((await figures.nth(5).textContent())?.replace('+', ''))
  await expect
    .poll(async () => {
      await page.clock.runFor(100)
      return projects()
    })
    .toBeGreaterThan(0)
  expect(await projects()).toBeLessThan(200)
  await page.clock.runFor(2500)
  await expect(figures).toHaveText(companyProfile.stats.map((stat) => `${stat.value}${stat.suffix}`))
})

test('every frame of every figure reads right as the figures count, "24/7" included', async ({ page }) => {
  const figures = 'section[aria-labelledby="delivering-excellence-heading"] .count-up'
  await recordFigureFrames(page, figures)
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator(figures)).toHaveCount(companyProfile.stats.length)
  await page.getByRole('region', { name: 'Delivering Excellence' }).scrollIntoViewIfNeeded()
  expectEveryFrameReadsRight(await readFigureFramesToTheEnd(page, companyProfile.stats), companyProfile.stats)
})

test('reduced-motion visitors see the final figures without counting', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await openWithStoppedClock(page, '/')
  const figures = page.getByRole('region', { name: 'Delivering Excellence' }).locator('[data-stat-value]')
  await expect(figures.first()).toHaveText('100%')
})

test('the solution cards link to every solution page', async ({ page }) => {
  await page.goto('/')
  const section = page.getByRole('region', { name: 'Industry & Domain Solutions' })
  const hrefs = await linkTargets(section)
  expect(hrefs).toEqual(solutionLinks.map((link) => link.href))
})

test('solution card titles keep every word on one line at each width, beside or above the figure', async ({
  page,
}) => {
  await page.goto('/')
  const titles = page
    .getByRole('region', { name: 'Industry & Domain Solutions' })
    .getByRole('heading', { level: 3 })
  await expect(titles).toHaveCount(solutionLinks.length)
  const broken: string[] = []
  for (const width of [320, 390, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    const words = await titles.evaluateAll((headings) =>
      headings.flatMap((heading) => {
        const found: string[] = []
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange()
            range.setStart(node, word.index)
            range.setEnd(node, word.index + word[0].length)
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
            if (lines.size > 1) found.push(word[0])
          }
        }
        return found
      }),
    )
    broken.push(...words.map((word) => `${width} px: ${word}`))
  }
  expect(broken).toEqual([])
})

test.describe('Why Choose Us', () => {
  test('the reasons scroll in up to three even columns at 20, 25 and 22 seconds, pausing on hover', async ({
    page,
  }) => {
    const section = await openHomeSection(page, 'Why Choose Us')
    const columns = section.getByTestId('reason-column')
    await expect(columns).toHaveCount(REASON_COLUMNS.length)
    const tracks = section.locator('.marquee-track')
    const durations = await tracks.evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node).animationDuration),
    )
    expect(durations).toEqual(
      SPEC_DIFFERENTIATOR_SCROLL_SECONDS.slice(0, REASON_COLUMNS.length).map((seconds) => `${seconds}s`),
    )
    for (const [index, column] of (await columns.all()).entries()) {
      await expect(column.locator('ul:not([aria-hidden])').getByRole('listitem')).toHaveCount(
        REASON_COLUMNS[index] ?? 0,
      )
    }
    const state = () => tracks.first().evaluate((node) => getComputedStyle(node).animationPlayState)
    expect(await state()).toBe('running')
    await columns.first().hover()
    expect(await state()).toBe('paused')
    await page.mouse.move(5, 5)
    expect(await state()).toBe('running')
    await section.getByRole('button', { name: 'Pause reasons' }).click()
    await page.mouse.move(5, 5)
    expect(await state()).toBe('paused')
    await expect(section.getByRole('button', { name: 'Play reasons' })).toBeVisible()
  })

  test('at 390 px the reasons read as one still column, in order, with every card whole and unmasked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const section = await openHomeSection(page, 'Why Choose Us')
    const columns = section.getByTestId('reason-column')
    const cards = columns.locator('ul:not([aria-hidden]) > li')
    await expect(cards).toHaveCount(differentiators.length)
    await expect(cards.locator('p:first-child')).toHaveText(differentiators.map((item) => item.title))
    for (const copy of await section.locator('ul[aria-hidden="true"]').all()) await expect(copy).toBeHidden()
    await expect(section.getByRole('button', { name: 'Pause reasons' })).toBeHidden()
    const windows = await columns.evaluateAll((nodes) =>
      nodes.map((column) => {
        const frame = column.getBoundingClientRect()
        const track = column.querySelector('.marquee-track')
        const clipped = [...column.querySelectorAll(':scope ul:not([aria-hidden]) > li')].filter((card) => {
          const box = card.getBoundingClientRect()
          return box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5
        })
        return {
          left: frame.left,
          width: frame.width,
          top: frame.top,
          bottom: frame.bottom,
          mask: getComputedStyle(column).maskImage,
          animation: track ? getComputedStyle(track).animationName : 'no track',
          clipped: clipped.map((card) => card.textContent),
        }
      }),
    )
    for (const [index, column] of windows.entries()) {
      expect(column).toMatchObject({ mask: 'none', animation: 'none', clipped: [] })
      expect(column.left).toBe(windows[0]?.left)
      expect(column.width).toBe(windows[0]?.width)
      if (index > 0) expect(column.top).toBeGreaterThanOrEqual(windows[index - 1]?.bottom ?? Infinity)
    }
  })

  test('stands still under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const track = page.getByRole('region', { name: 'Why Choose Us' }).locator('.marquee-track').first()
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
  })
})

test('contract vehicles: one open at a time, and all may be closed', async ({ page }) => {
  // Still scenery keeps the page steady while axe inspects the open panel.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#contractvehicles')
  await waitForHydration(page)
  const section = page.locator('#contractvehicles')
  const triggers = section.getByRole('button')
  await expect(triggers).toHaveText(contractVehicles.map((vehicle) => vehicle.title))
  await triggers.nth(0).click()
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true')
  await expect(section.getByText('54151S Information Technology Professional Services')).toBeVisible()
  await expectNoAxeViolations(page, '#contractvehicles')
  await triggers.nth(2).click()
  await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true')
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false')
  await triggers.nth(2).click()
  for (const trigger of await triggers.all()) await expect(trigger).toHaveAttribute('aria-expanded', 'false')
})

test('the certifications grid shows them all, half on each side', async ({ page }) => {
  await page.goto('/')
  const section = page.locator('#certification')
  const lists = section.locator(':scope ul')
  await expect(lists).toHaveCount(CERTIFICATION_SIDES.length)
  await expect(lists.nth(0).locator(':scope > li')).toHaveCount(CERTIFICATION_SIDES[0] ?? 0)
  await expect(lists.nth(1).locator(':scope > li')).toHaveCount(CERTIFICATION_SIDES[1] ?? 0)
  for (const { title } of certifications) await expect(section).toContainText(title)
  for (const item of await section.locator('ul > li').all()) await expect(item).toContainText('Certified')
})

test('the closing call to action links to contact and about', async ({ page }) => {
  await page.goto('/')
  const cta = page.getByRole('region', { name: 'Ready to Strengthen Your Mission?' })
  await expect(cta.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  await expect(cta.getByRole('link', { name: 'Learn About Us' })).toHaveAttribute('href', '/about')
})

test.describe('client logo rows', () => {
  test('the first ten clients then the rest scroll endlessly for 40 s, the second row reversed, pausing on hover', async ({
    page,
  }) => {
    const section = await openHomeSection(page, 'Trusted Partners and Clients We Serve Nationwide')
    const [firstRow = 0, secondRow = 0] = CLIENT_ROWS
    await expect(section.getByRole('list', { name: 'Clients, first row' }).getByRole('listitem')).toHaveCount(
      firstRow,
    )
    await expect(
      section.getByRole('list', { name: 'Clients, second row' }).getByRole('listitem'),
    ).toHaveCount(secondRow)
    await expect(section.getByRole('list', { name: 'Clients, first row' })).toContainText(
      clients.at(0)?.name ?? 'no first client',
    )
    await expect(section.getByRole('list', { name: 'Clients, second row' })).toContainText(
      clients.at(-1)?.name ?? 'no last client',
    )
    const tracks = section.locator('.marquee-track')
    const styles = await tracks.evaluateAll((nodes) =>
      nodes.map((node) => {
        const style = getComputedStyle(node)
        return [
          style.animationName,
          style.animationDuration,
          style.animationDirection,
          style.animationIterationCount,
        ]
      }),
    )
    expect(styles).toEqual([
      ['marquee-x', '40s', 'normal', 'infinite'],
      ['marquee-x', '40s', 'reverse', 'infinite'],
    ])
    await section.getByTestId('logo-row').nth(1).hover()
    expect(await tracks.nth(1).evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('paused')
    await page.mouse.move(5, 5)
    await section.getByRole('button', { name: 'Pause client logos' }).click()
    await page.mouse.move(5, 5)
    expect(await tracks.nth(0).evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('paused')
  })

  test('show a still grid of every client under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Trusted Partners and Clients We Serve Nationwide' })
    const tracks = section.locator('.marquee-track')
    expect(await tracks.first().evaluate((node) => getComputedStyle(node).animationName)).toBe('none')
    await expect(section.locator('ul[aria-hidden="true"]').first()).toBeHidden()
    await expect(section.getByRole('listitem')).toHaveCount(clients.length)
  })
})
