import { describe, expect, it } from 'vitest'
import { contractVehicles } from '../../content/index.ts'
import { staticSections } from '../../content/static-sections.ts'
import { readBuiltFile } from '../support/built-site.ts'

/**
 * The strings of the loader data React Router inlines in a page for hydration: each inline script
 * hands the router a JavaScript string of turbo-stream text, a JSON array of the values.
 */
function inlineLoaderStrings(html: string): string[] {
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
  return chunks.flatMap(([, literal]) => {
    const values: unknown = JSON.parse(JSON.parse(literal ?? '""'))
    return Array.isArray(values) ? values.filter((value): value is string => typeof value === 'string') : []
  })
}

describe("the home page's inline data (docs/decisions/025-static-sections-keep-their-html.md)", () => {
  const home = staticSections.home()
  const staticTexts = [
    ...home.categories.map((area) => area.description ?? ''),
    ...home.solutions.map((solution) => solution.description),
    ...home.certifications.map((certification) => certification.description),
    ...Object.values(home.sections).map((words) => words.lead ?? ''),
  ].filter(Boolean)

  it('carries none of the static sections’ words, which the HTML shows', async () => {
    const html = await readBuiltFile('index.html')
    const inline = inlineLoaderStrings(html)
    // The reading must find the data that hydrates the page, or it proves nothing.
    expect(inline).toContain(contractVehicles[0]?.description)
    expect(staticTexts.length).toBeGreaterThan(15)
    for (const text of staticTexts) {
      expect(html.includes(text.replaceAll('&', '&amp;')), `shown: ${text}`).toBe(true)
      expect(inline, 'inline loader data').not.toContain(text)
    }
  })
})
