// @vitest-environment happy-dom
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { flipCards, flipCardWords } from '#content/flip-cards.ts'
import { FlipCardGrid } from './flip-card-grid.tsx'

let root: Root | undefined
afterEach(() => {
  root?.unmount()
  document.body.replaceChildren()
})

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((node) => node.textContent === name) as HTMLButtonElement

it('moves focus to the turned face even when the press comes before the grid has finished mounting', async () => {
  // A press can land after React has put the grid on the page but before its effects have run, as when
  // a visitor acts while the page is still hydrating; focus must still follow to the visible face.
  const [card] = flipCards
  if (!card) throw new Error('content/data/flip-cards.json lists no cards')
  const container = document.body.appendChild(document.createElement('div'))
  const pressed = new Promise<void>((resolve) => {
    new MutationObserver((_, observer) => {
      const front = button(`${flipCardWords.card.clickToExplore} ${card.title}`)
      if (!front) return
      observer.disconnect()
      front.focus()
      front.click()
      resolve()
    }).observe(container, { childList: true, subtree: true })
  })
  root = createRoot(container)
  root.render(
    <FlipCardGrid cards={flipCards} labels={flipCardWords.card} announce={flipCardWords.announce} />,
  )
  await pressed
  await vi.waitFor(() =>
    expect(container.querySelector(`[data-flip-card="${card.id}"]`)?.getAttribute('data-flipped')).toBe(
      'true',
    ),
  )
  expect(document.activeElement?.textContent).toBe(
    `${flipCardWords.card.backToOverview} ${flipCardWords.card.backOf} ${card.title}`,
  )
})
