import { expect, test } from '@playwright/test'
import { BUDGET_PAGES } from '../../scripts/bench/perf/budget.ts'
import { EARLY_ERROR_COUNT, EARLY_ERROR_GLOBAL } from '../../scripts/build-steps/bundle/early-errors.ts'
import { waitForHydration } from './support.ts'

// With DevTools attached, an error React DOM made itself would cost a second parse of its whole module
// (docs/decisions/056-react-dom-marker-errors-made-beforehand.md); every one it needs must come from the page.
for (const path of BUDGET_PAGES) {
  test(`${path}: React DOM starts with the marker errors the page made beforehand`, async ({ page }) => {
    await page.addInitScript((name) => {
      const handed: string[] = []
      let take: ((message: string) => Error) | undefined
      Object.defineProperty(globalThis, name, {
        set: (made: (message: string) => Error) => {
          take = made
        },
        get: () =>
          take &&
          ((message: string) => {
            handed.push(message)
            return take?.(message)
          }),
      })
      Object.assign(globalThis, { handedErrors: handed })
    }, EARLY_ERROR_GLOBAL)
    await page.goto(path)
    await waitForHydration(page)
    const handed = await page.evaluate(
      () => (globalThis as unknown as { handedErrors: string[] }).handedErrors,
    )
    expect(handed).toHaveLength(EARLY_ERROR_COUNT)
    for (const message of handed) expect(message).toMatch(/^Minified React error #\d+;/)
  })
}
