import { describe, expect, it } from 'vitest'
import { ADDED_PATHS, SPEC_CYBERSECURITY_PATH, SPEC_FIXED_PATHS } from '../tests/fixtures/spec-facts.ts'
import {
  allServiceLinks,
  type CategoryLink,
  categoryEntries,
  linkCategories,
  serviceCategories,
  solutionEntries,
  solutionLinks,
  uncategorizedEntries,
  uncategorizedServices,
} from './catalog.ts'
import { uncategorizedCopy } from './category-copy.ts'
import { certifications } from './certifications.ts'
import { type ContentSet, findContentProblems } from './check-content.ts'
import { contractVehicles } from './contract-vehicles.ts'
import {
  categoryCopy,
  getCategory,
  getPage,
  getService,
  getSolution,
  listCategoryCompanionServices,
  listCategoryServices,
  listRelatedServices,
  listSolutionServices,
  listSolutions,
} from './index.ts'
import { pages } from './pages.ts'
import { NOT_FOUND_PATH, pagePaths } from './paths.ts'
import { listRedirects } from './redirects.ts'
import {
  CategoryCopySchema,
  CategoryEntrySchema,
  CertificationSchema,
  CompanySchema,
  ContractVehicleSchema,
  PageIntroSchema,
  type Seo,
  ServiceCopySchema,
  ServiceEntrySchema,
  SolutionEntrySchema,
  SolutionSchema,
} from './schema.ts'
import { company } from './site.ts'
import { listServicePagePaths, listSitePaths } from './site-paths.ts'

const sorted = (values: Iterable<string>) => [...values].sort()

function collectStrings(value: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value])
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) collectStrings(item, `${where}[${index}]`, out)
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) collectStrings(item, `${where}.${key}`, out)
  return out
}

describe('every piece of content parses with its schema', () => {
  it.each(Object.entries(categoryCopy))('category copy %s', (_id, copy) => {
    expect(() => CategoryCopySchema.parse(copy)).not.toThrow()
  })

  it.each(Object.entries(uncategorizedCopy))('uncategorized service copy %s', (_slug, copy) => {
    expect(() => ServiceCopySchema.parse(copy)).not.toThrow()
  })

  it.each(listSolutions().map((solution) => [solution.id, solution] as const))(
    'solution %s',
    (_id, solution) => {
      expect(() => SolutionSchema.parse(solution)).not.toThrow()
    },
  )

  it.each(contractVehicles.map((vehicle) => [vehicle.id, vehicle] as const))(
    'contract vehicle %s',
    (_id, vehicle) => {
      expect(() => ContractVehicleSchema.parse(vehicle)).not.toThrow()
    },
  )

  it.each(certifications.map((certification) => [certification.id, certification] as const))(
    'certification %s',
    (_id, certification) => {
      expect(() => CertificationSchema.parse(certification)).not.toThrow()
    },
  )

  it.each(Object.entries(pages))('page %s', (_id, page) => {
    expect(() => PageIntroSchema.parse(page)).not.toThrow()
  })

  it('company', () => {
    expect(() => CompanySchema.parse(company)).not.toThrow()
  })

  it.each(categoryEntries.map((entry) => [entry.slug, entry] as const))(
    'catalog category %s',
    (_slug, entry) => {
      expect(() => CategoryEntrySchema.parse(entry)).not.toThrow()
    },
  )

  it.each(uncategorizedEntries.map((entry) => [entry.slug, entry] as const))(
    'catalog uncategorized service %s',
    (_slug, entry) => {
      expect(() => ServiceEntrySchema.parse(entry)).not.toThrow()
    },
  )

  it.each(solutionEntries.map((entry) => [entry.slug, entry] as const))(
    'catalog solution %s',
    (_slug, entry) => {
      expect(() => SolutionEntrySchema.parse(entry)).not.toThrow()
    },
  )

  it('redirects (content/data/redirects.json), against the site as it is', () => {
    expect(() => listRedirects()).not.toThrow()
  })
})

describe('stored slugs', () => {
  const sap = { slug: 'sap', name: 'SAP' }

  it('are required: a catalog entry without one is rejected', () => {
    const { slug: _slug, ...nameOnly } = sap
    expect(ServiceEntrySchema.safeParse(sap).success).toBe(true)
    expect(ServiceEntrySchema.safeParse(nameOnly).success).toBe(false)
    expect(SolutionEntrySchema.safeParse({ name: 'User Provisioning' }).success).toBe(false)
  })

  it.each(['SAP', 'sap erp', 'sap--erp', '-sap', 'sap/erp'])(
    'are kebab-case for services and categories: rejects "%s"',
    (slug) => {
      expect(ServiceEntrySchema.safeParse({ ...sap, slug }).success).toBe(false)
      const [erp] = categoryEntries
      expect(CategoryEntrySchema.safeParse({ ...erp, slug }).success).toBe(false)
    },
  )

  it.each(['user-provisioning', 'UserProvisioning', 'user provisioning'])(
    'are letters and digits only for solutions: rejects "%s"',
    (slug) => {
      expect(SolutionEntrySchema.safeParse({ slug, name: 'User Provisioning' }).success).toBe(false)
    },
  )

  it('give a service a key of its own, when it has one', () => {
    const services = [...categoryEntries.flatMap((category) => category.services), ...uncategorizedEntries]
    const keys = services.flatMap((service) => (service.key ? [service.key] : []))
    expect(new Set(keys).size).toBe(keys.length)
  })

  it('keep a renamed service at its address', () => {
    const renamed = categoryEntries.map((category) => ({
      ...category,
      services: category.services.map((service) =>
        service.slug === 'sap' ? { ...service, name: 'SAP S/4HANA Finance' } : service,
      ),
    }))
    const addressesOf = (categories: readonly CategoryLink[]) =>
      categories.flatMap((category) => [category.href, ...category.services.map((service) => service.href)])

    const linked = linkCategories(renamed)
    const sapLink = linked.flatMap((category) => category.services).find((service) => service.slug === 'sap')
    expect(sapLink).toMatchObject({ name: 'SAP S/4HANA Finance', href: '/services/sap' })
    expect(addressesOf(linked)).toEqual(addressesOf(serviceCategories))
  })
})

describe('catalog', () => {
  it('produces a /services/{slug} page for each category under /services/ and each service, and no other', () => {
    const produced = [
      ...serviceCategories.filter((category) => category.href.startsWith('/services/')).map((c) => c.id),
      ...allServiceLinks.map((service) => service.slug),
    ]
    expect(sorted(produced.map((slug) => `/services/${slug}`))).toEqual(sorted(listServicePagePaths()))
  })

  it('links every service and category under /services/ at its own slug', () => {
    for (const service of allServiceLinks) expect(service.href).toBe(`/services/${service.slug}`)
    for (const [index, category] of serviceCategories.entries())
      expect(category.href).toBe(categoryEntries[index]?.path ?? `/services/${category.id}`)
  })

  it('lists the solutions of the menu, in its order, each at /solutions/{slug}', () => {
    const slugs = solutionEntries.map((entry) => entry.slug)
    expect(listSolutions().map((solution) => solution.id)).toEqual(slugs)
    expect(solutionLinks.map((link) => link.id)).toEqual(slugs)
    for (const link of solutionLinks) {
      expect(link.href).toBe(`/solutions/${link.id}`)
      expect(getSolution(link.id)?.name).toBe(link.name)
    }
  })

  it('lists the categories and their services in the menu’s order', () => {
    expect(serviceCategories.map((category) => category.name)).toEqual(
      categoryEntries.map(({ name }) => name),
    )
    for (const [index, category] of serviceCategories.entries())
      expect(category.services.map((service) => service.name)).toEqual(
        categoryEntries[index]?.services.map((service) => service.name),
      )
  })

  it('keeps the cybersecurity page at its own address, outside /services/', () => {
    expect(pagePaths.cybersecurity).toBe(SPEC_CYBERSECURITY_PATH)
  })
})

describe('copy matches the catalog', () => {
  /** Copy keyed by id covers exactly these ids: none missing, none left over. */
  const expectKeysExactly = (copy: object, ids: readonly string[]) =>
    expect(sorted(Object.keys(copy))).toEqual(sorted(ids))

  it('has copy for exactly the categories of the menu', () => {
    expectKeysExactly(
      categoryCopy,
      serviceCategories.map((category) => category.id),
    )
  })

  it.each(serviceCategories.map((category) => [category.id, category] as const))(
    '%s copy covers exactly its services',
    (id, category) => {
      expectKeysExactly(
        categoryCopy[id]?.services ?? {},
        category.services.map((service) => service.slug),
      )
      expect(getCategory(id)?.summary).toBe(categoryCopy[id]?.summary)
      expect(listCategoryServices(id).map((service) => service.href)).toEqual(
        category.services.map((service) => service.href),
      )
    },
  )

  it('uncategorized copy covers exactly the uncategorized services', () => {
    expectKeysExactly(
      uncategorizedCopy,
      uncategorizedServices.map((service) => service.slug),
    )
  })

  it.each(allServiceLinks.map((link) => [link.slug, link] as const))(
    'getService(%s) returns its copy',
    (slug, link) => {
      const service = getService(slug)
      expect(service).toBeDefined()
      expect(service?.name).toBe(link.name)
      expect(service?.href).toBe(link.href)
      expect(service?.category?.id ?? null).toBe(link.categoryId)
      expect(service?.summary.length).toBeGreaterThan(0)
    },
  )

  it('getters answer undefined for unknown ids', () => {
    expect(getService('nope')).toBeUndefined()
    expect(getCategory('nope')).toBeUndefined()
    expect(getSolution('nope')).toBeUndefined()
  })
})

describe('site paths', () => {
  const paths = listSitePaths()

  it('lists the fixed pages, the Privacy Notice, the accessibility statement and every content page, once each', () => {
    expect(sorted(paths)).toEqual(
      sorted([
        ...SPEC_FIXED_PATHS,
        ...ADDED_PATHS,
        ...listServicePagePaths(),
        ...solutionLinks.map((link) => link.href),
      ]),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('does not include the not-found page', () => {
    expect(paths).not.toContain(NOT_FOUND_PATH)
  })
})

describe('search snippets', () => {
  const snippets: [string, Seo][] = [
    ...Object.entries(pages).map(([id, page]): [string, Seo] => [`page ${id}`, page.seo]),
    ...Object.entries(categoryCopy).map(([id, copy]): [string, Seo] => [`category ${id}`, copy.seo]),
    ...allServiceLinks.map((link): [string, Seo] => [
      `service ${link.slug}`,
      getService(link.slug)?.seo as Seo,
    ]),
    ...listSolutions().map((solution): [string, Seo] => [`solution ${solution.id}`, solution.seo]),
  ]

  it('covers every page, category, service and solution', () => {
    expect(snippets).toHaveLength(
      Object.keys(pages).length + serviceCategories.length + allServiceLinks.length + solutionLinks.length,
    )
    for (const [where, seo] of snippets) expect(seo, where).toBeDefined()
  })

  it.each(['title', 'description'] as const)('no two pages share an SEO %s', (field) => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const [where, seo] of snippets) {
      const value = seo[field].trim().toLowerCase()
      const first = seen.get(value)
      if (first) duplicates.push(`${first} and ${where}: ${seo[field]}`)
      else seen.set(value, where)
    }
    expect(duplicates).toEqual([])
  })

  it('getPage returns the page copy', () => {
    expect(getPage('home')).toBe(pages.home)
  })
})

describe('contract vehicles and certifications', () => {
  it('has unique contract vehicle ids', () => {
    expect(new Set(contractVehicles.map((vehicle) => vehicle.id)).size).toBe(contractVehicles.length)
  })

  it('has certifications that are all Certified, each with its own id', () => {
    for (const certification of certifications) expect(certification.status).toBe('Certified')
    expect(new Set(certifications.map((certification) => certification.id)).size).toBe(certifications.length)
  })
})

describe('no unfinished words', () => {
  const everything = collectStrings(
    {
      categories: serviceCategories,
      uncategorizedServices,
      solutionLinks,
      categoryCopy,
      uncategorizedCopy,
      solutions: listSolutions(),
      pages,
      company,
      contractVehicles,
      certifications,
    },
    'content',
  )

  it('reads a meaningful amount of content', () => {
    expect(everything.length).toBeGreaterThan(300)
  })

  it.each([/TODO/i, /lorem/i, /coming soon/i, /placeholder/i])('no content string matches %s', (pattern) => {
    expect(everything.filter(([, text]) => pattern.test(text)).map(([where]) => where)).toEqual([])
  })
})

describe('service, category and solution pages', () => {
  const content: ContentSet = {
    categories: categoryCopy,
    uncategorized: uncategorizedCopy,
    solutions: listSolutions(),
    pages,
  }
  const allServiceCopy = allServiceLinks.map((link) => [link.slug, getService(link.slug)] as const)
  const sampleService = getService('sap')
  if (!sampleService) throw new Error('SAP copy missing')
  const {
    name: _name,
    href: _href,
    slug: _slug,
    categoryId: _categoryId,
    category: _category,
    ...sapCopy
  } = sampleService

  it('has valid copy for every /services page (categories and services) and every solution', () => {
    const servicePaths = listServicePagePaths()
    for (const path of servicePaths) {
      const slug = path.replace('/services/', '')
      const copy = categoryCopy[slug] ?? getService(slug)
      expect(copy, path).toBeDefined()
    }
    for (const copy of Object.values(categoryCopy))
      expect(CategoryCopySchema.safeParse(copy).success).toBe(true)
    expect(allServiceCopy.every(([, service]) => service !== undefined)).toBe(true)
    for (const [slug, service] of allServiceCopy) {
      const { name: _n, href: _h, slug: _s, categoryId: _c, category: _cat, ...copy } = service ?? {}
      expect(ServiceCopySchema.safeParse(copy).success, slug).toBe(true)
    }
    expect(
      listSolutions()
        .filter((solution) => SolutionSchema.safeParse(solution).success)
        .map((solution) => solution.id),
    ).toEqual(solutionEntries.map((entry) => entry.slug))
  })

  it('finds no duplicate SEO titles, unknown related ids or repeated text', () => {
    expect(findContentProblems(content)).toEqual([])
  })

  it.each(['overview', 'capabilities', 'approach', 'contexts', 'relatedSlugs', 'seo', 'summary'] as const)(
    'the schema rejects a service without %s',
    (field) => {
      expect(ServiceCopySchema.safeParse(sapCopy).success).toBe(true)
      const { [field]: _removed, ...incomplete } = sapCopy
      expect(ServiceCopySchema.safeParse(incomplete).success).toBe(false)
    },
  )

  it('the schema rejects a service with fewer than four capabilities', () => {
    expect(
      ServiceCopySchema.safeParse({ ...sapCopy, capabilities: sapCopy.capabilities.slice(0, 3) }).success,
    ).toBe(false)
  })

  it('the schema rejects a solution without its card fields', () => {
    const solution = listSolutions()[0]
    for (const field of ['tagline', 'colour', 'features', 'metric', 'metricLabel', 'description'] as const) {
      const { [field]: _removed, ...incomplete } = solution ?? {}
      expect(SolutionSchema.safeParse(incomplete).success, field).toBe(false)
    }
  })

  it('rejects a duplicate SEO title', () => {
    const erp = categoryCopy['erp-solutions']
    if (!erp) throw new Error('ERP copy missing')
    const oracle = erp.services['oracle-financials']
    if (!oracle) throw new Error('Oracle Financials copy missing')
    const clash = {
      ...content,
      categories: {
        ...categoryCopy,
        'erp-solutions': { ...erp, services: { ...erp.services, sap: { ...sapCopy, seo: oracle.seo } } },
      },
    }
    expect(findContentProblems(clash)).toEqual([
      expect.stringMatching(/duplicate SEO title .* service oracle-financials and service sap/),
    ])
  })

  it('rejects a related id that does not exist, and a page related to itself', () => {
    const erp = categoryCopy['erp-solutions']
    if (!erp) throw new Error('ERP copy missing')
    const broken = {
      ...content,
      categories: {
        ...categoryCopy,
        'erp-solutions': {
          ...erp,
          services: { ...erp.services, sap: { ...sapCopy, relatedSlugs: ['sap', 'oracle-payroll'] } },
        },
      },
    }
    expect(findContentProblems(broken)).toEqual([
      'service sap lists itself as related',
      'service sap refers to unknown service "oracle-payroll"',
    ])
  })

  it('rejects a solution built on an unknown service', () => {
    const [first, ...rest] = listSolutions()
    if (!first) throw new Error('no solutions')
    const broken = { ...content, solutions: [{ ...first, serviceSlugs: ['cloud-magic'] }, ...rest] }
    expect(findContentProblems(broken)).toEqual([
      `solution ${first.id} refers to unknown service "cloud-magic"`,
    ])
  })

  it('rejects a paragraph repeated on two pages', () => {
    const erp = categoryCopy['erp-solutions']
    const oracle = erp?.services['oracle-financials']
    if (!erp || !oracle) throw new Error('ERP copy missing')
    const copied = {
      ...content,
      categories: {
        ...categoryCopy,
        'erp-solutions': {
          ...erp,
          services: { ...erp.services, sap: { ...sapCopy, overview: oracle.overview } },
        },
      },
    }
    expect(findContentProblems(copied).some((problem) => problem.startsWith('text repeated'))).toBe(true)
  })

  it('links every service page from a category page or another service, so none is an orphan', () => {
    const linked = new Set<string>()
    for (const category of serviceCategories) {
      for (const service of listCategoryServices(category.id)) linked.add(service.href)
      for (const service of listCategoryCompanionServices(category.id)) linked.add(service.href)
    }
    for (const [, service] of allServiceCopy) {
      if (!service) continue
      for (const related of listRelatedServices(service)) {
        if (related.href !== service.href) linked.add(related.href)
      }
    }
    expect(allServiceLinks.filter((link) => !linked.has(link.href)).map((link) => link.slug)).toEqual([])
  })

  it('links the uncategorized services from where they belong', () => {
    const relatedOf = (slug: string) =>
      listRelatedServices(getService(slug) ?? { relatedSlugs: [] }).map((s) => s.href)
    expect(listCategoryCompanionServices('erp-solutions').map((s) => s.href)).toContain(
      '/services/oracle-fixed-assets',
    )
    expect(relatedOf('oracle-financials')).toContain('/services/oracle-fixed-assets')
    const programme = [
      'project-management-methodologies',
      'program-planning-and-strategy',
      'governance-and-oversight',
    ]
    for (const slug of programme) {
      for (const other of programme.filter((candidate) => candidate !== slug))
        expect(relatedOf(slug), slug).toContain(`/services/${other}`)
    }
  })

  it('resolves the services behind every solution', () => {
    for (const solution of listSolutions())
      expect(listSolutionServices(solution).map((service) => service.href)).toHaveLength(
        solution.serviceSlugs.length,
      )
  })
})
