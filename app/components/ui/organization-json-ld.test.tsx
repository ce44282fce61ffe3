// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { buildOrganizationJsonLd, serializeJsonLd } from '#app/lib/structured-data.ts'
import { JsonLd } from './json-ld.tsx'
import { OrganizationJsonLd, OrganizationJsonLdContext } from './organization-json-ld.tsx'

afterEach(() => {
  cleanup()
  document.head.innerHTML = ''
})

const inRouter = (element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }])
  return <Stub initialEntries={['/']} />
}

describe('the company’s structured data', () => {
  it('is written from content by the server', () => {
    const html = renderToString(
      inRouter(
        <OrganizationJsonLdContext value={<JsonLd data={buildOrganizationJsonLd()} />}>
          <OrganizationJsonLd />
        </OrganizationJsonLdContext>,
      ),
    )
    expect(html).toContain(serializeJsonLd(buildOrganizationJsonLd()))
  })

  it('keeps the prerendered block, character for character, in the browser', () => {
    const prerendered = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Organization' })
    document.head.innerHTML = `<script type="application/ld+json">${prerendered}</script>`
    const { container } = render(inRouter(<OrganizationJsonLd />))
    const script = container.querySelector('script[type="application/ld+json"]')
    expect(script?.textContent).toBe(prerendered)
  })
})
