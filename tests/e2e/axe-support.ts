import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'

export { waitForHydration } from './support.ts'

/** WCAG 2.2 level A and AA, every version's rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/** One axe run in the top document (no frames): @axe-core/playwright opens a page per scan, too slow. */
async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  const frames = await page.locator('iframe, frame').count()
  expect(frames, 'axe runs in the top document only; a page with frames needs a frame-aware runner').toBe(0)
  // Loaded once per document: a page reached by the router keeps the copy its first page received.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] }
  return page.evaluate(
    ([context, runOptions]) =>
      (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(
        context ?? document,
        runOptions,
      ),
    [include ?? null, options] as const,
  )
}

/** Waits for transitions: mid-fade after navigation the header's white text meets a white page. */
async function settleTransitions(page: Page) {
  // No timer or frame callback here: tests that stop the page's clock stop those too. getAnimations()
  // brings style up to date first, so a change the last render made has started its transitions.
  await page.evaluate(async () => {
    const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
    await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
  })
}

/** Runs axe at WCAG 2.2 AA once transitions end, so interactive states (open, flipped) are checked too. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await settleTransitions(page)
  const results = await runAxe(page, include)
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
