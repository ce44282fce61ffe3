import type { AccessibilityStatementFile } from './accessibility-data-file.ts'
import data from './data/accessibility.json' with { type: 'json' }

/** The checks it lists are the ones the test suite runs on every change. */

export interface StatementSection {
  id: string
  heading: string
  paragraphs: readonly string[]
  items?: readonly { label: string; detail: string }[]
}

const file = data as AccessibilityStatementFile

/** From content/data/accessibility.json (checked by scripts/build-steps/check-content.ts); a section without a list has none. */
export const accessibilityStatement = {
  ...file,
  sections: file.sections.map(
    ({ items, ...section }): StatementSection => (items.length > 0 ? { ...section, items } : section),
  ),
}
