import { expect, type Page, test } from '@playwright/test'
import { flipCards } from '../../content/flip-cards.ts'
import { expectNoAxeViolations, waitForHydration } from './axe-support.ts'
import { expectLayoutLength, LAYOUT_TOLERANCE_PX } from './support.ts'

test('six cards show title, two tags, description, three features and "Click to explore", 400 px tall', async ({
  page,
}) => {
  await page.goto('/flip-cards')
  const cards = page.locator('[data-flip-card]')
  await expect(cards).toHaveCount(flipCards.length)
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

/** With font-display: optional a late font is never used (decision 004): load once to cache it. */
async function openInBrandFont(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(() => document.fonts.ready)
  await page.reload()
  // Brand font with monospace fallback measures unlike monospace only if this document uses the font.
  const usesBrandFont = await page.evaluate(() => {
    const measure = (family: string) => {
      const probe = document.createElement('span')
      probe.style.fontFamily = family
      probe.textContent = 'Mobile Development'
      document.body.append(probe)
      const width = probe.getBoundingClientRect().width
      probe.remove()
      return width
    }
    return measure('"Public Sans Variable", monospace') !== measure('monospace')
  })
  expect(usesBrandFont, 'the page is set in Public Sans').toBe(true)
}

const LAYOUT_WIDTHS = [320, 360, 390, 768, 1024, 1280]
const TURN_BUTTON_ROOM_PX = 12

for (const width of LAYOUT_WIDTHS) {
  test(`at ${width} px both faces of every card hold their content, with room below "Back to overview"`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openInBrandFont(page, '/flip-cards')
    const faces = page.locator('[data-flip-card] [data-face]')
    await expect(faces).toHaveCount(flipCards.length * 2)
    // Everything lies inside its face's padding; the mirrored back face keeps its boxes inside too.
    const overflows = await faces.evaluateAll((nodes, tolerance) => {
      const found: string[] = []
      for (const face of nodes) {
        const box = face.getBoundingClientRect()
        const style = getComputedStyle(face)
        const inset = (side: 'Top' | 'Right' | 'Bottom' | 'Left') =>
          Number.parseFloat(style[`border${side}Width`]) + Number.parseFloat(style[`padding${side}`])
        const inner = {
          top: box.top + inset('Top'),
          right: box.right - inset('Right'),
          bottom: box.bottom - inset('Bottom'),
          left: box.left + inset('Left'),
        }
        const name = `${face.closest('[data-flip-card]')?.getAttribute('data-flip-card')} ${face.getAttribute('data-face')}`
        const walker = document.createTreeWalker(face, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (
            node.parentElement?.closest('.sr-only') ||
            (node instanceof Element && node.matches('.sr-only'))
          )
            continue
          const range = document.createRange()
          range.selectNodeContents(node)
          const rect = node instanceof Element ? node.getBoundingClientRect() : range.getBoundingClientRect()
          if (rect.width === 0 && rect.height === 0) continue
          const beyond = Math.max(
            inner.top - rect.top,
            rect.right - inner.right,
            rect.bottom - inner.bottom,
            inner.left - rect.left,
          )
          if (beyond > tolerance)
            found.push(`${name}: "${node.textContent?.slice(0, 40)}" by ${beyond.toFixed(1)} px`)
        }
      }
      return found
    }, LAYOUT_TOLERANCE_PX)
    expect(overflows, 'content outside its face').toEqual([])

    const rooms = await page.locator('[data-flip-card] [data-face="back"]').evaluateAll((backs) =>
      backs.map((back) => {
        const button = back.querySelector('button')?.getBoundingClientRect()
        return back.getBoundingClientRect().bottom - (button?.bottom ?? Number.POSITIVE_INFINITY)
      }),
    )
    for (const [index, card] of flipCards.entries())
      expect(rooms[index], `${card.title}: room below "Back to overview"`).toBeGreaterThanOrEqual(
        TURN_BUTTON_ROOM_PX - LAYOUT_TOLERANCE_PX,
      )
  })
}

test('a click turns a card over, several stay turned, and a second click turns it back', async ({ page }) => {
  await page.goto('/flip-cards')
  await waitForHydration(page)
  const first = page.locator('[data-flip-card="ai-solutions"]')
  const second = page.locator('[data-flip-card="cloud-infrastructure"]')
  const [card] = flipCards
  if (!card) throw new Error('content/data/flip-cards.json lists no cards')
  await first.getByText(card.description).click()
  await expect(first).toHaveAttribute('data-flipped', 'true')
  await expect(first.getByText(card.detailedDescription)).toBeVisible()
  await expect(first.getByRole('list', { name: 'Benefits' }).getByRole('listitem')).toHaveText(card.benefits)
  await expect(first.getByRole('list', { name: 'All tags' }).getByRole('listitem')).toHaveText(card.tags)
  await expect(first.locator('dd')).toHaveText(card.metrics.map((metric) => metric.value))
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
