import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { publishedCategories, publishedEntries } from './published-view.ts'

const read = (path: string) => JSON.parse(readFileSync(join(import.meta.dirname, path), 'utf8'))

describe('the published view', () => {
  it('leaves drafts out and keeps the order of the rest; a draft category takes its services', () => {
    expect(publishedEntries([{ id: 1 }, { id: 2, draft: true }, { id: 3, draft: false }])).toEqual([
      { id: 1 },
      { id: 3, draft: false },
    ])
    type Entry = { slug: string; draft?: boolean }
    const categories: (Entry & { services: Entry[] })[] = [
      { slug: 'a', services: [{ slug: 'a1' }, { slug: 'a2', draft: true }] },
      { slug: 'b', draft: true, services: [{ slug: 'b1' }] },
    ]
    expect(publishedCategories(categories)).toEqual([{ slug: 'a', services: [{ slug: 'a1' }] }])
  })
})

/** The repository's content with one service, one solution, one client, one leader and one testimonial saved as drafts. */
async function loadWithDrafts() {
  vi.resetModules()
  const catalog = read('data/catalog.json')
  const erp = catalog.categories.find((category: { key: string }) => category.key === 'erp-solutions')
  erp.services.find((service: { slug: string }) => service.slug === 'sunflower').draft = true
  const solutionMenu = read('data/solution-menu.json')
  solutionMenu.solutions[3].draft = true
  const clients = read('data/clients.json')
  clients.clients.find((client: { mark: string }) => client.mark === 'DOL').draft = true
  const leadership = read('data/leadership.json')
  leadership.people[5].draft = true
  const testimonials = read('data/testimonials.json')
  testimonials.testimonials[0].draft = true
  vi.doMock('./data/catalog.json', () => ({ default: catalog }))
  vi.doMock('./data/solution-menu.json', () => ({ default: solutionMenu }))
  vi.doMock('./data/clients.json', () => ({ default: clients }))
  vi.doMock('./data/leadership.json', () => ({ default: leadership }))
  vi.doMock('./data/testimonials.json', () => ({ default: testimonials }))
  return {
    drafts: {
      solution: solutionMenu.solutions[3],
      client: clients.clients.find((client: { mark: string }) => client.mark === 'DOL'),
      leader: leadership.people[5],
      testimonial: testimonials.testimonials[0],
    },
    catalog: await import('./catalog.ts'),
    copy: await import('./category-copy.ts'),
    content: await import('./index.ts'),
    paths: await import('./site-paths.ts'),
    search: await import('./search-documents.ts'),
    withDrafts: await import('./catalog-with-drafts.ts'),
  }
}

describe('every accessor reads the published view', () => {
  afterEach(() => {
    vi.doUnmock('./data/catalog.json')
    vi.doUnmock('./data/solution-menu.json')
    vi.doUnmock('./data/clients.json')
    vi.doUnmock('./data/leadership.json')
    vi.doUnmock('./data/testimonials.json')
    vi.resetModules()
  })

  it('leaves a draft service out of the pages, menus, words, cards and search, but not the editor’s lists', async () => {
    const { catalog, copy, content, paths, search, withDrafts } = await loadWithDrafts()
    expect(paths.listSitePaths()).not.toContain('/services/sunflower')
    expect(paths.listSitePaths()).toContain('/services/sap')
    expect(catalog.allServiceLinks.map((link) => link.slug)).not.toContain('sunflower')
    const erp = catalog.serviceCategories.find((category) => category.key === 'erp-solutions')
    expect(erp?.services.map((service) => service.slug)).toEqual([
      'oracle-financials',
      'sap',
      'oracle-clm',
      'oracle-hyperion',
      'unison-prism',
    ])
    expect(Object.keys(copy.categoryCopy['erp-solutions']?.services ?? {})).not.toContain('sunflower')
    expect(Object.keys(copy.categoryCopyWithDrafts['erp-solutions']?.services ?? {})).toContain('sunflower')
    expect(content.getService('sunflower')).toBeUndefined()
    expect(content.listRelatedServices({ relatedSlugs: ['sunflower', 'sap'] }).map((s) => s.name)).toEqual([
      'SAP',
    ])
    expect(content.listServiceCards().find((card) => card.id === 'erp-solutions')?.moreNote).toBe(
      content.describeHiddenServices(5),
    )
    expect(JSON.stringify(search.listSearchDocuments())).not.toContain('/services/sunflower')
    expect(withDrafts.allServiceLinksWithDrafts.map((link) => link.slug)).toContain('sunflower')
  })

  it('leaves a draft solution, client, leader and testimonial out of everything built from them', async () => {
    const { drafts, catalog, content, paths, search } = await loadWithDrafts()
    const solutionPath = `/solutions/${drafts.solution.slug}`
    expect(paths.listSitePaths()).not.toContain(solutionPath)
    expect(catalog.solutionLinks.map((link) => link.href)).not.toContain(solutionPath)
    expect(content.listSolutions().map((solution) => solution.id)).not.toContain(drafts.solution.slug)
    expect(content.listSolutionCards()).toHaveLength(3)
    expect(JSON.stringify(search.listSearchDocuments())).not.toContain(solutionPath)
    expect(
      content
        .listClientRows()
        .flat()
        .map((client) => client.mark),
    ).not.toContain('DOL')
    expect(content.listClientRows().flat()).toHaveLength(18)
    expect(content.listLeaders().map((leader) => leader.name)).not.toContain(drafts.leader.name)
    expect(content.listTestimonials().map((testimonial) => testimonial.id)).not.toContain(
      drafts.testimonial.id,
    )
  })
})
