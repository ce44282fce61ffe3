import { describe, expect, it } from 'vitest'
import { createChunkRules, type GraphModule, type ModuleGraph, routeFilesServing } from './chunk-rules.ts'

const APP = '/site/app'
const PACKAGES = '/site/node_modules'
const clientRoute = (file: string) => `${APP}/${file}?client-route`

interface Edges {
  imports?: string[]
  lazy?: string[]
  entry?: boolean
}

/** A module graph as the bundler reports it, from each module's static and dynamic imports. */
function graphOf(edges: Record<string, Edges>): ModuleGraph {
  const modules = new Map<string, GraphModule>()
  const moduleAt = (id: string) => {
    let info = modules.get(id)
    if (!info) {
      info = { id, isEntry: false, importers: [], importedIds: [], dynamicImporters: [] }
      modules.set(id, info)
    }
    return info
  }
  for (const [id, { imports = [], lazy = [], entry = false }] of Object.entries(edges)) {
    const info = moduleAt(id)
    info.isEntry = entry
    info.importedIds = imports
    for (const imported of imports) (moduleAt(imported).importers as string[]).push(id)
    for (const loaded of lazy) (moduleAt(loaded).dynamicImporters as string[]).push(id)
  }
  return { getModuleInfo: (id) => modules.get(id) ?? null }
}

/** A small site: root, two budget pages (home, about) and two pages outside the budget. */
const site = graphOf({
  [`${APP}/entry.client.tsx`]: {
    entry: true,
    imports: ['\0facade:react', `${PACKAGES}/react-router/dom.js`],
  },
  '\0facade:react': { imports: [`${PACKAGES}/react/index.js`] },
  [`${PACKAGES}/react-router/dom.js`]: { imports: [`${PACKAGES}/react-router/index.js`] },
  [`${PACKAGES}/react-router/index.js`]: { imports: ['\0facade:react'] },
  [clientRoute('root.tsx')]: { entry: true, imports: [`${APP}/root.tsx`] },
  [`${APP}/root.tsx`]: { imports: [`${APP}/header.tsx`, `${PACKAGES}/react-router/index.js`] },
  [`${APP}/header.tsx`]: {
    imports: [`${APP}/nav-items.ts`, `${PACKAGES}/icons/index.js`],
    lazy: [`${APP}/menu.tsx`],
  },
  [`${APP}/menu.tsx`]: { imports: [`${APP}/nav-items.ts`, `${APP}/dialog.tsx`] },
  [`${APP}/search-dialog.tsx`]: { imports: [`${APP}/dialog.tsx`] },
  [clientRoute('routes/home.tsx')]: { entry: true, imports: [`${APP}/routes/home.tsx`] },
  [`${APP}/routes/home.tsx`]: {
    imports: [`${APP}/card.tsx`, `${APP}/page-hero.tsx`],
    lazy: [`${APP}/search-dialog.tsx`],
  },
  [clientRoute('routes/about.tsx')]: { entry: true, imports: [`${APP}/routes/about.tsx`] },
  [`${APP}/routes/about.tsx`]: { imports: [`${APP}/card.tsx`] },
  [clientRoute('routes/category.tsx')]: { entry: true, imports: [`${APP}/routes/category.tsx`] },
  [`${APP}/routes/category.tsx`]: { imports: [`${APP}/category-overview.tsx`, `${APP}/page-hero.tsx`] },
  [clientRoute('routes/cybersecurity.tsx')]: { entry: true, imports: [`${APP}/routes/cybersecurity.tsx`] },
  [`${APP}/routes/cybersecurity.tsx`]: { imports: [`${APP}/category-overview.tsx`] },
  [`${PACKAGES}/icons/index.js`]: { imports: [`${PACKAGES}/icons/menu.js`] },
})

const rules = createChunkRules({
  clientEntry: `${APP}/entry.client.tsx`,
  budgetRoutes: [`${APP}/root.tsx`, `${APP}/routes/home.tsx`, `${APP}/routes/about.tsx`],
})

describe('framework chunk', () => {
  it('holds what the client entry imports statically, not the entry itself', () => {
    for (const id of ['\0facade:react', `${PACKAGES}/react/index.js`, `${PACKAGES}/react-router/index.js`])
      expect(rules.isFramework(id, site), id).toBe(true)
    expect(rules.isFramework(`${APP}/entry.client.tsx`, site)).toBe(false)
    expect(rules.isFramework(`${APP}/root.tsx`, site)).toBe(false)
    expect(rules.isFramework(`${PACKAGES}/icons/menu.js`, site)).toBe(false)
  })

  it('answers for the graph it is given: the server build, without the client entry, has none', () => {
    expect(rules.isFramework(`${PACKAGES}/react/index.js`, site)).toBe(true)
    const server = graphOf({ '\0server-build': { entry: true, imports: [`${PACKAGES}/react/index.js`] } })
    expect(rules.isFramework(`${PACKAGES}/react/index.js`, server)).toBe(false)
  })
})

describe('shared chunk', () => {
  it.each([
    ['the root route and a lazily loaded menu share', `${APP}/nav-items.ts`],
    ['two budget pages share', `${APP}/card.tsx`],
    ['a budget page shares with a page outside the budget', `${APP}/page-hero.tsx`],
  ])('holds a module %s', (_, id) => {
    expect(rules.isShared(id, site)).toBe(true)
  })

  it.each([
    ['only the root route loads', `${APP}/header.tsx`],
    ['only lazily loaded modules share', `${APP}/dialog.tsx`],
    ['only pages outside the budget share', `${APP}/category-overview.tsx`],
    ['is an entry', clientRoute('routes/home.tsx')],
    ['only its route loads', `${APP}/routes/about.tsx`],
  ])('leaves out a module that %s', (_, id) => {
    expect(rules.isShared(id, site)).toBe(false)
  })

  it('leaves package modules to the bundler, which knows which exports are used', () => {
    expect(rules.isShared(`${PACKAGES}/icons/menu.js`, site)).toBe(true)
  })
})

describe('routeFilesServing', () => {
  const routes = [
    { file: 'routes/home.tsx', index: true },
    { path: 'about', file: 'routes/about.tsx' },
    {
      path: 'services',
      file: 'routes/services-layout.tsx',
      children: [{ path: 'sap', file: 'routes/service.tsx' }],
    },
    { path: '*', file: 'routes/not-found.tsx' },
  ]

  it('finds the route module of each path, nested routes included', () => {
    expect(routeFilesServing(['/', '/about', '/services/sap'], routes)).toEqual([
      'routes/home.tsx',
      'routes/about.tsx',
      'routes/service.tsx',
    ])
  })

  it('fails for a path no route serves by name', () => {
    expect(() => routeFilesServing(['/contact'], routes)).toThrow('no route serves /contact')
  })
})
