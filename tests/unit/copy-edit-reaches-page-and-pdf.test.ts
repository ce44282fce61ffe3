import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test } from 'vitest'
import { StaticSectionsContext } from '#app/lib/static-sections.ts'
import CorporateCapability, { loader } from '#app/routes/corporate-capability.tsx'
import { capabilitySections } from '#content/page-sections.ts'
import { prerenderedStaticContent } from '#content/static-sections.ts'
import { renderCapabilityStatement } from '../../scripts/pdf/capability-statement.ts'
import { extractPdfText } from '../../scripts/pdf/pdf-text.ts'

// The heading is read where it is used, so editing the one content value is the whole copy edit.
const section = capabilitySections.whoWeAre as { title: string }
const original = section.title

/** Renders the page as the prerender does: its static sections read the content through the context. */
function renderPage(): string {
  const props = { loaderData: loader(), params: {}, matches: [] } as unknown as Parameters<
    typeof CorporateCapability
  >[0]
  const page = createElement(MemoryRouter, null, createElement(CorporateCapability, props))
  return renderToStaticMarkup(createElement(StaticSectionsContext, { value: prerenderedStaticContent }, page))
}

afterEach(() => {
  section.title = original
})

describe('a copy edit in content/', () => {
  test('changes the corporate capability page and the capability PDF alike', async () => {
    const pdfBefore = await extractPdfText(await renderCapabilityStatement({ date: new Date('2026-01-01') }))
    expect(renderPage()).toContain(`>${original}</h2>`)
    expect(pdfBefore).toContain(original)

    section.title = 'Who We Are Today'
    const pdfAfter = await extractPdfText(await renderCapabilityStatement({ date: new Date('2026-01-01') }))
    expect(renderPage()).toContain('>Who We Are Today</h2>')
    expect(renderPage()).not.toContain(`>${original}</h2>`)
    expect(pdfAfter).toContain('Who We Are Today')
  }, 60_000)
})
