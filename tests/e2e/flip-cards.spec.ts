import { expect, test } from '@playwright/test'
import { flipCards } from '../../content/flip-cards.ts'
import { SPEC_FLIP_CARDS } from '../fixtures/spec-facts.ts'
import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import { expectLayoutLength } from './support.ts'

test('six cards show title, two tags, description, three features and "Click to explore", 400 px tall', async ({
  page,
}) => {
  await page.goto('/flip-cards')
  const cards = page.locator('[data-flip-card]')
  await expect(cards).toHaveCount(SPEC_FLIP_CARDS.length)
  for (const [index, card] of flipCards.entries()) {
    const view = cards.nth(index)
    await expect(view.getByRole('heading', { name: card.title }).first()).toBeVisible()
    await expect(view.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem')).toHaveText(
      card.tags.slice(0, 2),
    )
    await expect(view.getByRole('list', { name: 'Features' }).getByRole('listitem')).toHaveText(
      card.features.slice(0, 3),
    )
    await expect(view.getByText(card.description)).toBeVisible()
    await expect(view.getByRole('button', { name: `Click to explore ${card.title}` })).toBeVisible()
    expectLayoutLength((await view.boundingBox())?.height, 400, `${card.title}: card height`)
  }
  const delays = await page
    .locator('[data-flip-card]')
    .evaluateAll((nodes) =>
      nodes.map((node) => getComputedStyle(node.parentElement as Element).animationDelay),
    )
  expect(delays).toEqual(['0s', '0.1s', '0.2s', '0.3s', '0.4s', '0.5s'])
})

test('a click turns a card over, several stay turned, and a second click turns it back', async ({ page }) => {
  await page.goto('/flip-cards')
  await waitForHydration(page)
  const first = page.locator('[data-flip-card="ai-solutions"]')
  const second = page.locator('[data-flip-card="cloud-infrastructure"]')
  await first.getByText(flipCards[0].description).click()
  await expect(first).toHaveAttribute('data-flipped', 'true')
  await expect(first.getByText(flipCards[0].detailedDescription)).toBeVisible()
  await expect(first.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveText(
    flipCards[0].benefits,
  )
  await expect(first.getByRole('list', { name: 'All tags' }).getByRole('listitem')).toHaveText(
    flipCards[0].tags,
  )
  await expect(first.locator('dd')).toHaveText(flipCards[0].metrics.map((metric) => metric.value))
  await expect(page.getByText('AI Solutions: details shown')).toBeAttached()
  await second.click()
  await expect(second).toHaveAttribute('data-flipped', 'true')
  await expect(first).toHaveAttribute('data-flipped', 'true')
  await expectNoAxeViolations(page, 'main')
  await first.click()
  await expect(first).toHaveAttribute('data-flipped', 'false')
  await expect(page.getByText('AI Solutions: overview shown')).toBeAttached()
})

test('Enter and Space turn a card with the keyboard, and focus follows to the visible face', async ({
  page,
}) => {
  await page.goto('/flip-cards')
  await waitForHydration(page)
  const card = page.locator('[data-flip-card="cybersecurity"]')
  await page.getByRole('button', { name: 'Click to explore Cybersecurity' }).focus()
  await page.keyboard.press('Enter')
  await expect(card).toHaveAttribute('data-flipped', 'true')
  const back = page.getByRole('button', { name: 'Back to overview of Cybersecurity' })
  await expect(back).toBeFocused()
  await page.keyboard.press('Space')
  await expect(card).toHaveAttribute('data-flipped', 'false')
  await expect(page.getByRole('button', { name: 'Click to explore Cybersecurity' })).toBeFocused()
})

test('the page closes with a consultation and all services', async ({ page }) => {
  await page.goto('/flip-cards')
  await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact')
  await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
})
