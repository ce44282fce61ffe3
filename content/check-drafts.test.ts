import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { findDraftProblems } from './check-drafts.ts'

const repo = resolve(import.meta.dirname, '..')
const CATALOG = 'content/data/catalog.json'
const CLIENTS = 'content/data/clients.json'
const TESTIMONIALS = 'content/data/testimonials.json'
const OTHER = 'content/data/other-services.json'

type Data = Record<string, unknown> & {
  categories: (Record<string, unknown> & { services: Record<string, unknown>[] })[]
}

/** The repository's files, with the catalog, clients or testimonials edited. */
function problemsAfter(edits: Record<string, (data: Data) => void>) {
  return findDraftProblems((path) => {
    const data = JSON.parse(readFileSync(join(repo, path), 'utf8')) as Data
    edits[path]?.(data)
    return data
  })
}

const draftService = (slug: string) => (catalog: Data) => {
  for (const category of catalog.categories)
    for (const service of category.services) if (service.slug === slug) service.draft = true
}

describe('the content gate over drafts', () => {
  it('accepts the shipped content, and a draft client nothing names', () => {
    expect(problemsAfter({})).toEqual([])
    expect(problemsAfter({ [CLIENTS]: draftClient('DOL') })).toEqual([])
  })

  it('refuses a published service whose related services name a draft, and accepts the draft once unnamed', () => {
    expect(problemsAfter({ [CATALOG]: draftService('sunflower') })).toEqual([
      'content/data/other-services.json: services[0].relatedSlugs: names the service "Sunflower", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)',
    ])
    expect(
      problemsAfter({
        [CATALOG]: draftService('sunflower'),
        [OTHER]: (file) => {
          const [first] = file.services as { relatedSlugs: string[] }[]
          if (first) first.relatedSlugs = first.relatedSlugs.filter((slug) => slug !== 'sunflower')
        },
      }),
    ).toEqual([])
  })

  it('refuses a published page that links to a draft service, naming the file, field and service', () => {
    const problems = problemsAfter({ [CATALOG]: draftService('oracle-clm') })
    expect(problems).toContain(
      'content/data/solutions/financialcontractcloseout.json: serviceSlugs: names the service "Oracle CLM", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)',
    )
    expect(
      problems.some((problem) =>
        problem.startsWith('content/data/categories/federal-grants-management.json: services['),
      ),
    ).toBe(true)
    expect(
      problems.some((problem) => problem.startsWith('content/data/categories/erp-solutions.json: services[')),
    ).toBe(true)
  })

  it('lets a draft name another draft, and treats the services of a draft category as drafts', () => {
    const erpOnly = problemsAfter({
      [CATALOG]: (catalog) => {
        const erp = catalog.categories.find((category) => category.key === 'erp-solutions')
        if (erp) erp.draft = true
      },
    })
    expect(erpOnly.length).toBeGreaterThan(0)
    expect(
      erpOnly.every((problem) => !problem.startsWith('content/data/categories/erp-solutions.json')),
    ).toBe(true)
    expect(erpOnly).toContain(
      'content/data/solutions/financialcontractcloseout.json: serviceSlugs: names the service "Oracle CLM", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)',
    )
  })

  it('refuses a category whose every service is a draft', () => {
    const problems = problemsAfter({
      [CATALOG]: (catalog) => {
        const dt = catalog.categories.find((category) => category.key === 'digital-transformation')
        for (const service of dt?.services ?? []) service.draft = true
      },
    })
    expect(problems).toContain(
      'content/data/catalog.json: categories[1]: every service of "Digital Transformation" is a draft, so its page would list none: publish one, or make the category a draft too',
    )
  })

  it('refuses a testimonial under a draft category, and a draft client in the About page rotation', () => {
    const problems = problemsAfter({
      [CATALOG]: (catalog) => {
        const grants = catalog.categories.find((category) => category.key === 'federal-grants-management')
        if (grants) grants.draft = true
      },
      [CLIENTS]: draftClient('FAA'),
    })
    expect(problems).toContain(
      `${TESTIMONIALS}: testimonials[1].categoryId: names the service category "Federal Grants Management", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)`,
    )
    expect(problems).toContain(
      'content/data/about.json: rotatingClientMarks[1]: names the client "Federal Aviation Administration", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)',
    )
  })

  it('accepts a draft testimonial under a draft category, but not every testimonial a draft', () => {
    const allDrafts = problemsAfter({
      [TESTIMONIALS]: (file) => {
        for (const testimonial of file.testimonials as Record<string, unknown>[]) testimonial.draft = true
      },
    })
    expect(allDrafts).toEqual([
      `${TESTIMONIALS}: testimonials: every one is a draft: the About page needs one published`,
    ])
  })
})

function draftClient(mark: string) {
  return (file: Data) => {
    for (const client of file.clients as Record<string, unknown>[])
      if (client.mark === mark) client.draft = true
  }
}
