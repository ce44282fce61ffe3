import { describe, expect, it } from 'vitest'
import {
  addRedirect,
  type ContentFiles,
  categoryFile,
  findSlugChanges,
  followSlugChanges,
  type Menus,
  OTHER_SERVICES_FILE,
  REDIRECTS_FILE,
  solutionFile,
  TESTIMONIALS_FILE,
} from './rename-slug.ts'

const menus = (
  service = 'oracle-hyperion',
  category = 'erp-solutions',
  solution = 'userprovisioning',
): Menus => ({
  catalog: {
    categories: [
      {
        slug: category,
        key: 'erp-solutions',
        services: [
          { slug: 'sap', key: 'sap' },
          { slug: service, key: 'oracle-hyperion' },
        ],
      },
      {
        slug: 'cybersecurity',
        key: 'cybersecurity',
        path: '/cybersecurity',
        services: [{ slug: 'zero-trust', key: 'zero-trust' }],
      },
    ],
    otherServices: [{ slug: 'oracle-fixed-assets', key: 'oracle-fixed-assets' }],
  },
  solutionMenu: {
    solutions: [
      { slug: solution, key: 'userprovisioning' },
      { slug: 'agriculturedatasolutions', key: 'agriculturedatasolutions' },
    ],
  },
})

/** The words files; the menus are the editor's own save and need no rewriting. */
const files = (redirects: { from: string; to: string }[] = []): ContentFiles => ({
  [categoryFile('erp-solutions')]: {
    summary: 'ERP',
    services: [
      { slug: 'sap', summary: 'SAP', relatedSlugs: ['oracle-hyperion', 'oracle-fixed-assets'] },
      { slug: 'oracle-hyperion', summary: 'EPM', relatedSlugs: ['sap'] },
    ],
  },
  [categoryFile('cybersecurity')]: {
    alsoSlugs: ['oracle-hyperion'],
    services: [{ slug: 'zero-trust', relatedSlugs: ['oracle-hyperion'] }],
  },
  [OTHER_SERVICES_FILE]: {
    services: [{ slug: 'oracle-fixed-assets', relatedSlugs: ['oracle-hyperion', 'sap'] }],
  },
  [solutionFile('userprovisioning')]: { tagline: 'Access', serviceSlugs: ['oracle-hyperion', 'sap'] },
  [TESTIMONIALS_FILE]: { testimonials: [{ quote: 'Good', categoryId: 'erp-solutions' }] },
  [REDIRECTS_FILE]: { redirects },
})

describe('findSlugChanges', () => {
  it('matches entries by key and names the kind of page', () => {
    expect(findSlugChanges(menus(), menus('oracle-epm', 'erp', 'access'))).toEqual([
      { kind: 'category', from: 'erp-solutions', to: 'erp' },
      { kind: 'service', from: 'oracle-hyperion', to: 'oracle-epm' },
      { kind: 'solution', from: 'userprovisioning', to: 'access' },
    ])
  })

  it('finds nothing when only names or other fields changed', () => {
    expect(findSlugChanges(menus(), menus())).toEqual([])
  })

  it('finds nothing when entries only move: categories, services within and across lists, solutions', () => {
    const after = menus()
    after.catalog.categories.reverse()
    after.catalog.categories[1]?.services.reverse()
    after.catalog.categories[0]?.services.push(...after.catalog.otherServices.splice(0, 1))
    after.solutionMenu.solutions.reverse()
    expect(findSlugChanges(menus(), after)).toEqual([])
  })

  it('takes a removed entry for no change, and does not pass its address to the next one', () => {
    const after = menus('oracle-epm')
    after.catalog.categories[0]?.services.shift()
    expect(findSlugChanges(menus(), after)).toEqual([
      { kind: 'service', from: 'oracle-hyperion', to: 'oracle-epm' },
    ])
  })

  it('takes an entry without a key for a new page, or for the page it replaces at the same address', () => {
    const after = menus()
    const [erp] = after.catalog.categories
    if (erp) erp.services = [{ slug: 'sap' }, { slug: 'oracle-epm' }]
    expect(findSlugChanges(menus(), after)).toEqual([])
  })
})

describe('followSlugChanges', () => {
  it('a service: rewrites its words’ key and every list naming it, and redirects its old address', () => {
    const after = menus('oracle-epm')
    const result = followSlugChanges(files(), findSlugChanges(menus(), after), after)
    expect(result[categoryFile('erp-solutions')]).toEqual({
      summary: 'ERP',
      services: [
        { slug: 'sap', summary: 'SAP', relatedSlugs: ['oracle-epm', 'oracle-fixed-assets'] },
        { slug: 'oracle-epm', summary: 'EPM', relatedSlugs: ['sap'] },
      ],
    })
    expect(result[categoryFile('cybersecurity')]).toEqual({
      alsoSlugs: ['oracle-epm'],
      services: [{ slug: 'zero-trust', relatedSlugs: ['oracle-epm'] }],
    })
    expect(result[OTHER_SERVICES_FILE]).toEqual({
      services: [{ slug: 'oracle-fixed-assets', relatedSlugs: ['oracle-epm', 'sap'] }],
    })
    expect(result[solutionFile('userprovisioning')]).toEqual({
      tagline: 'Access',
      serviceSlugs: ['oracle-epm', 'sap'],
    })
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }],
    })
    expect(JSON.stringify(result)).not.toContain('"oracle-hyperion"')
  })

  it('a category: keeps its words file, rewrites the testimonials naming it and redirects its page', () => {
    const after = menus(undefined, 'erp')
    const result = followSlugChanges(files(), findSlugChanges(menus(), after), after)
    expect(Object.keys(result).sort()).toEqual(Object.keys(files()).sort())
    expect(result[categoryFile('erp-solutions')]).toEqual(files()[categoryFile('erp-solutions')])
    expect(result[TESTIMONIALS_FILE]).toEqual({ testimonials: [{ quote: 'Good', categoryId: 'erp' }] })
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/services/erp-solutions', to: '/services/erp' }],
    })
  })

  it('a category with a page of its own keeps that address, so it needs no redirect', () => {
    const before = menus()
    const after = menus()
    after.catalog.categories[1] = {
      ...before.catalog.categories[1],
      slug: 'cyber',
    } as (typeof after.catalog.categories)[1]
    const result = followSlugChanges(files(), findSlugChanges(before, after), after)
    expect(result[categoryFile('cybersecurity')]).toEqual(files()[categoryFile('cybersecurity')])
    expect(result[REDIRECTS_FILE]).toEqual({ redirects: [] })
  })

  it('a solution: keeps its words file and redirects its page', () => {
    const after = menus(undefined, undefined, 'access')
    const result = followSlugChanges(files(), findSlugChanges(menus(), after), after)
    expect(Object.keys(result).sort()).toEqual(Object.keys(files()).sort())
    expect(result[solutionFile('userprovisioning')]).toEqual(files()[solutionFile('userprovisioning')])
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/solutions/userprovisioning', to: '/solutions/access' }],
    })
  })

  it('a category renamed twice redirects both old addresses straight to the newest one', () => {
    const once = menus(undefined, 'erp')
    const twice = menus(undefined, 'enterprise-systems')
    const first = followSlugChanges(files(), findSlugChanges(menus(), once), once)
    const second = followSlugChanges(first, findSlugChanges(once, twice), twice)
    expect(second[REDIRECTS_FILE]).toEqual({
      redirects: [
        { from: '/services/erp-solutions', to: '/services/enterprise-systems' },
        { from: '/services/erp', to: '/services/enterprise-systems' },
      ],
    })
    const back = followSlugChanges(second, findSlugChanges(twice, menus()), menus())
    expect(back[REDIRECTS_FILE]).toEqual({
      redirects: [
        { from: '/services/erp', to: '/services/erp-solutions' },
        { from: '/services/enterprise-systems', to: '/services/erp-solutions' },
      ],
    })
    expect(back[TESTIMONIALS_FILE]).toEqual(files()[TESTIMONIALS_FILE])
  })

  it('two services that swap addresses keep their own words, and neither address is redirected', () => {
    const after = menus()
    const [erp] = after.catalog.categories
    if (erp)
      erp.services = [
        { slug: 'oracle-hyperion', key: 'sap' },
        { slug: 'sap', key: 'oracle-hyperion' },
      ]
    const changes = findSlugChanges(menus(), after)
    expect(changes).toEqual([
      { kind: 'service', from: 'sap', to: 'oracle-hyperion' },
      { kind: 'service', from: 'oracle-hyperion', to: 'sap' },
    ])
    const result = followSlugChanges(files(), changes, after)
    expect(result[categoryFile('erp-solutions')]).toEqual({
      summary: 'ERP',
      services: [
        { slug: 'oracle-hyperion', summary: 'SAP', relatedSlugs: ['sap', 'oracle-fixed-assets'] },
        { slug: 'sap', summary: 'EPM', relatedSlugs: ['oracle-hyperion'] },
      ],
    })
    expect(result[REDIRECTS_FILE]).toEqual({ redirects: [] })
  })

  it('a page that takes the address another left in the same save: only the address nobody has is redirected', () => {
    const after = menus()
    const [erp] = after.catalog.categories
    if (erp)
      erp.services = [
        { slug: 'sap-s4', key: 'sap' },
        { slug: 'sap', key: 'oracle-hyperion' },
      ]
    const result = followSlugChanges(files(), findSlugChanges(menus(), after), after)
    expect(result[categoryFile('erp-solutions')]).toEqual({
      summary: 'ERP',
      services: [
        { slug: 'sap-s4', summary: 'SAP', relatedSlugs: ['sap', 'oracle-fixed-assets'] },
        { slug: 'sap', summary: 'EPM', relatedSlugs: ['sap-s4'] },
      ],
    })
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/sap' }],
    })
  })

  it('renaming back removes the redirect from the address that is a page again', () => {
    const renamed = menus('oracle-epm')
    const once = followSlugChanges(files(), findSlugChanges(menus(), renamed), renamed)
    const back = followSlugChanges(once, findSlugChanges(renamed, menus()), menus())
    expect(back[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/services/oracle-epm', to: '/services/oracle-hyperion' }],
    })
    expect(back[categoryFile('erp-solutions')]).toEqual(files()[categoryFile('erp-solutions')])
  })

  it('renaming back an address first given in this run of the editor is an undo: no redirect remains', () => {
    const renamed = menus('oracle-epm')
    const earlier = [{ from: '/services/hyperion', to: '/services/oracle-hyperion' }]
    const once = followSlugChanges(files(earlier), findSlugChanges(menus(), renamed), renamed)
    const fresh = new Set(['/services/oracle-epm'])
    const back = followSlugChanges(once, findSlugChanges(renamed, menus()), menus(), [], fresh)
    expect(back).toEqual(files(earlier))
  })

  it('a retired page: its words and every reference go, and its address leads to the chosen page', () => {
    const before = menus()
    const after = structuredClone(before)
    after.catalog.categories[0]?.services.splice(1, 1)
    const retired = {
      kind: 'service' as const,
      name: 'Oracle Hyperion',
      slug: 'oracle-hyperion',
      from: '/services/oracle-hyperion',
      to: '/services/sap',
      wordsFile: categoryFile('erp-solutions'),
    }
    const result = followSlugChanges(files(), findSlugChanges(before, after), after, [retired])
    expect(result[categoryFile('erp-solutions')]).toEqual({
      summary: 'ERP',
      services: [{ slug: 'sap', summary: 'SAP', relatedSlugs: ['oracle-fixed-assets'] }],
    })
    expect(result[categoryFile('cybersecurity')]).toEqual({
      alsoSlugs: [],
      services: [{ slug: 'zero-trust', relatedSlugs: [] }],
    })
    expect(result[solutionFile('userprovisioning')]).toEqual({ tagline: 'Access', serviceSlugs: ['sap'] })
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [{ from: '/services/oracle-hyperion', to: '/services/sap' }],
    })
  })

  it('an earlier redirect to the old address is pointed at the new one, so no chain forms', () => {
    const after = menus('oracle-epm')
    const earlier = [
      { from: '/services/hyperion', to: '/services/oracle-hyperion' },
      { from: '/services/legacy', to: '/services/sap' },
    ]
    const result = followSlugChanges(files(earlier), findSlugChanges(menus(), after), after)
    expect(result[REDIRECTS_FILE]).toEqual({
      redirects: [
        { from: '/services/hyperion', to: '/services/oracle-epm' },
        { from: '/services/legacy', to: '/services/sap' },
        { from: '/services/oracle-hyperion', to: '/services/oracle-epm' },
      ],
    })
  })
})

it('addRedirect replaces an earlier redirect from the same address instead of repeating it', () => {
  expect(addRedirect([{ from: '/a', to: '/b' }], { from: '/a', to: '/c' })).toEqual([
    { from: '/a', to: '/c' },
  ])
})

describe('a draft’s changed address', () => {
  const drafted = (menu: Menus) => {
    const hyperion = menu.catalog.categories[0]?.services[1]
    if (hyperion) hyperion.draft = true
    const cyber = menu.catalog.categories[1]
    if (cyber) cyber.draft = true
    return menu
  }

  it('is marked as a draft’s, a draft category’s services included', () => {
    const after = drafted(menus('oracle-epm'))
    const cyber = after.catalog.categories[1]?.services[0]
    if (cyber) cyber.slug = 'zero-trust-architecture'
    expect(findSlugChanges(drafted(menus()), after)).toEqual([
      { kind: 'service', from: 'oracle-hyperion', to: 'oracle-epm', draftBefore: true, draftAfter: true },
      {
        kind: 'service',
        from: 'zero-trust',
        to: 'zero-trust-architecture',
        draftBefore: true,
        draftAfter: true,
      },
    ])
  })

  it('follows its references but gets no redirect: the old address was never published', () => {
    const after = drafted(menus('oracle-epm'))
    const result = followSlugChanges(files(), findSlugChanges(drafted(menus()), after), after)
    expect(result[solutionFile('userprovisioning')]).toEqual({
      tagline: 'Access',
      serviceSlugs: ['oracle-epm', 'sap'],
    })
    expect(result[REDIRECTS_FILE]).toEqual({ redirects: [] })
  })
})
