import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

export { waitForHydration } from './support.ts'

/** WCAG 2.2 level A and AA, every version's rules. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

/**
 * Runs axe on the page as it is now, so interactive states (open, flipped) are checked too; `include`
 * limits it to one part of the page. A failure lists each rule with its impact and first few elements.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS)
  const results = await (include ? builder.include(include) : builder).analyze()
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
        .slice(0, 5)
        .map((node) => `    ${node.target.join(' ')}`)
        .join('\n')}`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
