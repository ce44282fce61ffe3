import { expect, test } from '@playwright/test'
import { serviceCategories } from '../../content/catalog.ts'
import { getCompanyStat } from '../../content/index.ts'
import { SPEC_KEY_SERVICES_SHOWN } from '../fixtures/spec-facts.ts'
import {
  expectCountedFromZero,
  figureText,
  readFigureFramesToTheEnd,
  recordFigureFrames,
} from './count-up-support.ts'

test('a service card for each category links to its page, list four key services and count the rest', async ({
  page,
}) => {
  await page.goto('/services')
  const cards = page.locator('[data-service-card]')
  await expect(cards).toHaveCount(serviceCategories.length)
  for (const [index, category] of serviceCategories.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('link', { name: category.name })).toHaveAttribute('href', category.href)
    const listed = card.locator('h4 + ul > li')
    await expect(listed).toHaveText(
      category.services.slice(0, SPEC_KEY_SERVICES_SHOWN).map((service) => service.name),
    )
    const hidden = category.services.length - SPEC_KEY_SERVICES_SHOWN
    if (hidden > 0) await expect(card).toContainText(`+${hidden} more service${hidden === 1 ? '' : 's'}`)
    else await expect(card).not.toContainText('more service')
  }
})

test('a stats row, four certifications and a call to action to contact and the capability statement', async ({
  page,
}) => {
  await page.goto('/services')
  await expect(page.getByRole('region', { name: 'Our record in numbers' }).locator('dd')).toHaveCount(4)
  await expect(
    page
      .getByRole('region', { name: 'Certifications Behind Every Service' })
      .getByRole('heading', { level: 3 }),
  ).toHaveCount(4)
  const cta = page.getByRole('region', { name: 'Find the Right Team for Your Requirement' })
  await expect(cta.getByRole('link', { name: 'Request Consultation' })).toHaveAttribute('href', '/contact')
  await expect(cta.getByRole('link', { name: 'View Corporate Capability' })).toHaveAttribute(
    'href',
    '/corporate-capability',
  )
})

test.describe('stats row on a tall screen', () => {
  test.use({ viewport: { width: 1280, height: 1200 } })

  test('on screen at load, its figures count up from zero without first showing the final value', async ({
    page,
  }) => {
    // The row as app/routes/services.tsx lists it.
    const stats = [
      getCompanyStat('projects'),
      getCompanyStat('clients'),
      getCompanyStat('on-time'),
      getCompanyStat('support'),
    ]
    const selector = 'section[aria-labelledby="services-stats-heading"] .count-up'
    await recordFigureFrames(page, selector)
    await page.goto('/services')
    const figures = page.locator(selector)
    await expect(figures).toHaveCount(stats.length)
    for (const figure of await figures.all()) await expect(figure).toBeInViewport()
    await expect(figures.locator('[data-stat-value]')).toHaveText(stats.map((stat) => figureText(stat, 1)))
    expectCountedFromZero(await readFigureFramesToTheEnd(page, stats), stats)
  })
})
