import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'

const CONTENT = join(import.meta.dirname, '../../content')
const read = (path: string) => JSON.parse(readFileSync(join(CONTENT, path), 'utf8'))
const OLD = 'Unison PRISM'
const NEW = 'Compusearch PRISM'
const url = (path: string) => ({ url: new URL(`https://example.test${path}`) })

/** The repository's content with one service, one category and one solution renamed in the menus, and nowhere else. */
async function loadRenamed() {
  vi.resetModules()
  const catalog = read('data/catalog.json')
  for (const category of catalog.categories) {
    if (category.key === 'cybersecurity') category.name = 'Cyber Defense'
    for (const service of category.services) if (service.slug === 'unison-prism') service.name = NEW
  }
  const solutionMenu = read('data/solution-menu.json')
  solutionMenu.solutions[0].name = 'Access Provisioning'
  vi.doMock('../../content/data/catalog.json', () => ({ default: catalog }))
  vi.doMock('../../content/data/solution-menu.json', () => ({ default: solutionMenu }))
  return {
    servicePage: await import('#app/routes/service-page.tsx'),
    categoryPage: await import('#app/routes/category-page.tsx'),
    meta: await import('#app/lib/meta.ts'),
    statics: await import('#app/lib/static-sections.ts'),
    prerendered: await import('#content/static-sections.ts'),
    content: await import('#content/index.ts'),
    search: await import('#content/search-documents.ts'),
    pdf: await import('../../scripts/pdf/capability-statement.ts'),
    pdfText: await import('../../scripts/pdf/pdf-text.ts'),
  }
}

afterEach(() => {
  vi.doUnmock('../../content/data/catalog.json')
  vi.doUnmock('../../content/data/solution-menu.json')
  vi.resetModules()
})

describe('a page renamed in its menu only', () => {
  test('a service is renamed in its title, heading, breadcrumb, overview, search, category card, structured data and the PDF', async () => {
    const { servicePage, categoryPage, meta, statics, prerendered, search, pdf, pdfText } =
      await loadRenamed()
    type LoaderArgs = Parameters<typeof servicePage.loader>[0]
    const data = servicePage.loader(url('/services/unison-prism') as unknown as LoaderArgs)

    expect(meta.buildMeta(data.seo, data.path)).toContainEqual({
      title: `${NEW} Acquisition Support | GlobalTekForce`,
    })
    expect(data.serviceJsonLd).toMatchObject({ name: NEW, serviceType: NEW })
    expect(JSON.stringify(data.serviceJsonLd)).toContain(`administration of ${NEW}, the federal`)

    const props = { loaderData: data, params: {}, matches: [] } as unknown as Parameters<
      typeof servicePage.default
    >[0]
    const page = createElement(MemoryRouter, null, createElement(servicePage.default, props))
    const html = renderToStaticMarkup(
      createElement(statics.StaticSectionsContext, { value: prerendered.prerenderedStaticContent }, page),
    )
    expect(html).toMatch(new RegExp(`<h1[^>]*>${NEW}</h1>`))
    expect(html).toMatch(new RegExp(`<span aria-current="page"[^>]*>${NEW}</span>`))
    expect(html).toContain(`"position":4,"name":"${NEW}"`)
    expect(html).toContain(`${NEW}, now part of the Compusearch family`)
    expect(html).not.toContain(OLD)

    const document = search.listSearchDocuments().find((entry) => entry.id === '/services/unison-prism')
    expect(document?.title).toBe(NEW)
    expect(document?.summary).toContain(`administration of ${NEW}, the federal`)
    expect(document?.text).toContain(`${NEW}, now part of the Compusearch family`)
    expect(JSON.stringify(document)).not.toContain(OLD)

    type CategoryArgs = Parameters<typeof categoryPage.loader>[0]
    const category = categoryPage.loader(url('/services/erp-solutions') as unknown as CategoryArgs)
    expect(category.services).toContainEqual(
      expect.objectContaining({ name: NEW, summary: expect.stringContaining(`of ${NEW},`) }),
    )

    const text = await pdfText.extractPdfText(
      await pdf.renderCapabilityStatement({ date: new Date('2026-01-01') }),
    )
    expect(text).toContain(NEW)
    expect(text).not.toContain(OLD)
  }, 60_000)

  test('a category renamed in the menu is renamed in its title and on the home page’s card; a solution in its title', async () => {
    const { content, meta } = await loadRenamed()
    const category = content.getCategoryByKey('cybersecurity')
    expect(category && meta.buildMeta(category.seo, category.href)).toContainEqual({
      title: 'Cyber Defense Services | GlobalTekForce',
    })
    expect(content.listServiceCards()).toContainEqual(
      expect.objectContaining({
        title: 'Cyber Defense',
        description: expect.stringMatching(/^Cyber Defense that protects/),
      }),
    )
    expect(content.listSolutions()[0]?.seo.title).toBe('Automated Access Provisioning | GlobalTekForce')
    expect(content.listSolutionCards()[0]?.title).toBe('Access Provisioning')
  })
})
