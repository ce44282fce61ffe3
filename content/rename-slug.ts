import { type KeyedEntry, listServiceEntries, matchEntries } from './menu-identity.ts'
import type { Redirect } from './redirects-schema.ts'

/** Follows a changed slug through the data files: pure, so the editor's save hook stays thin and testable. */

export type SlugKind = 'category' | 'service' | 'solution'

export interface SlugChange {
  kind: SlugKind
  from: string
  to: string
  /** Set only when true: a draft's address was never published, so it needs no redirect or record. */
  draftBefore?: true
  draftAfter?: true
}

interface MenuEntry extends KeyedEntry {
  path?: string
  draft?: boolean
  name?: string
  retireTo?: string
}
export interface Menus {
  catalog: { categories: (MenuEntry & { services: MenuEntry[] })[]; otherServices: MenuEntry[] }
  solutionMenu: { solutions: MenuEntry[] }
}

/** Content files by path from the repository root, parsed. */
export type ContentFiles = Record<string, unknown>

export const CATALOG_FILE = 'content/data/catalog.json'
export const SOLUTION_MENU_FILE = 'content/data/solution-menu.json'
export const REDIRECTS_FILE = 'content/data/redirects.json'
export const OTHER_SERVICES_FILE = 'content/data/other-services.json'
export const TESTIMONIALS_FILE = 'content/data/testimonials.json'
const CATEGORIES_DIR = 'content/data/categories/'
const SOLUTIONS_DIR = 'content/data/solutions/'
export const categoryFile = (key: string) => `${CATEGORIES_DIR}${key}.json`
export const solutionFile = (key: string) => `${SOLUTIONS_DIR}${key}.json`

/** Changed addresses of the entries `matchEntries` pairs; a removed page gets no redirect here. */
export function findSlugChanges(before: Menus, after: Menus): SlugChange[] {
  return [
    ...compareLists('category', before.catalog.categories, after.catalog.categories),
    ...compareLists('service', listDraftAwareServices(before), listDraftAwareServices(after)),
    ...compareLists('solution', before.solutionMenu.solutions, after.solutionMenu.solutions),
  ]
}

/** A draft category's services are drafts too. */
function listDraftAwareServices(menus: Menus): MenuEntry[] {
  return listServiceEntries({
    ...menus.catalog,
    categories: menus.catalog.categories.map((category) =>
      category.draft === true
        ? { ...category, services: category.services.map((service) => ({ ...service, draft: true })) }
        : category,
    ),
  })
}

function compareLists(kind: SlugKind, before: readonly MenuEntry[], after: readonly MenuEntry[]) {
  const matches = matchEntries(before, after)
  return after.flatMap((entry, index): SlugChange[] => {
    const match = matches[index]
    if (match === undefined || match.slug === entry.slug) return []
    return [
      {
        kind,
        from: match.slug,
        to: entry.slug,
        ...(match.draft === true ? { draftBefore: true as const } : {}),
        ...(entry.draft === true ? { draftAfter: true as const } : {}),
      },
    ]
  })
}

/** A page removed in the editor's save, its address sent to `to`; `wordsFile` holds a service's words. */
export interface Retirement {
  kind: SlugKind
  name: string
  slug: string
  from: string
  to: string
  wordsFile: string
  /** Its address was never published, so it needs no redirect. */
  draft?: true
}

export interface RetirementPlan {
  retirements: Retirement[]
  /** The menus without the retired pages: what the save writes. */
  menus: Menus
  /** Why the save is refused: a published page removed with nowhere chosen for its address. */
  problems: string[]
}

const nameOf = (entry: MenuEntry) => `"${entry.name ?? entry.slug}"`

/** Pages retired to lead elsewhere, and published pages removed with no such address (refused). */
export function planRetirements(before: Menus, after: Menus, published: ReadonlySet<string>): RetirementPlan {
  const retirements: Retirement[] = []
  const problems: string[] = []
  const wasPublished = (entry: MenuEntry, address: string) => entry.draft !== true || published.has(address)
  const retire = (
    kind: SlugKind,
    entry: MenuEntry,
    match: MenuEntry | undefined,
    from: string,
    wordsFile: string,
  ) => {
    const old = match ?? entry
    const draft = !wasPublished(old, from)
    const to = entry.retireTo ?? ''
    if (to === from)
      problems.push(`${nameOf(entry)} (${from}) cannot send its address to itself: choose another page`)
    retirements.push({
      kind,
      name: entry.name ?? entry.slug,
      slug: old.slug,
      from,
      to,
      wordsFile,
      ...(draft ? { draft: true as const } : {}),
    })
  }
  const retiring = (entry: MenuEntry) => (entry.retireTo ?? '') !== ''
  const keep = <T extends MenuEntry>(entry: T): T => {
    const { retireTo: _, ...kept } = entry
    return kept as T
  }

  const categoryMatches = matchEntries(before.catalog.categories, after.catalog.categories)
  after.catalog.categories.forEach((category, index) => {
    const match = categoryMatches[index]
    const from = (match ?? category).path ?? `/services/${(match ?? category).slug}`
    if (retiring(category))
      retire('category', category, match, from, categoryFile(category.key ?? category.slug))
    const staying = category.services.filter((service) => !retiring(service)).map(nameOf)
    if (retiring(category) && staying.length > 0)
      problems.push(
        `${nameOf(category)} (${from}) cannot be retired while services are in it: move ${staying.join(', ')} to another category, or retire each of them too`,
      )
  })
  const wordsFileOf = (menus: Menus, service: MenuEntry) => {
    const category = menus.catalog.categories.find((entry) => entry.services.includes(service))
    return category ? categoryFile(category.key ?? category.slug) : OTHER_SERVICES_FILE
  }
  const beforeServices = listServiceEntries(before.catalog)
  const afterServices = listServiceEntries(after.catalog)
  const serviceMatches = matchEntries(beforeServices, afterServices)
  afterServices.forEach((service, index) => {
    const match = serviceMatches[index]
    if (retiring(service))
      retire(
        'service',
        service,
        match,
        `/services/${(match ?? service).slug}`,
        match ? wordsFileOf(before, match) : wordsFileOf(after, service),
      )
  })
  const solutionMatches = matchEntries(before.solutionMenu.solutions, after.solutionMenu.solutions)
  after.solutionMenu.solutions.forEach((solution, index) => {
    const match = solutionMatches[index]
    if (retiring(solution))
      retire(
        'solution',
        solution,
        match,
        `/solutions/${(match ?? solution).slug}`,
        solutionFile(solution.key ?? solution.slug),
      )
  })

  const removed = (
    kind: SlugKind,
    olds: readonly MenuEntry[],
    matches: readonly (MenuEntry | undefined)[],
    address: (entry: MenuEntry) => string,
  ) => {
    const kept = new Set(matches)
    for (const entry of olds)
      if (!kept.has(entry) && wasPublished(entry, address(entry)))
        problems.push(
          `${nameOf(entry)} (${address(entry)}) was removed, but its address is published: undo the removal, then choose in its "Retire this page: send its address to" where its address should lead, and save`,
        )
    return kind
  }
  removed(
    'category',
    before.catalog.categories,
    categoryMatches,
    (entry) => entry.path ?? `/services/${entry.slug}`,
  )
  removed('service', beforeServices, serviceMatches, (entry) => `/services/${entry.slug}`)
  removed('solution', before.solutionMenu.solutions, solutionMatches, (entry) => `/solutions/${entry.slug}`)

  const menus: Menus = {
    catalog: {
      ...after.catalog,
      categories: after.catalog.categories
        .filter((category) => !retiring(category))
        .map((category) =>
          keep({
            ...category,
            services: category.services.filter((service) => !retiring(service)).map(keep),
          }),
        ),
      otherServices: after.catalog.otherServices.filter((service) => !retiring(service)).map(keep),
    },
    solutionMenu: {
      ...after.solutionMenu,
      solutions: after.solutionMenu.solutions.filter((solution) => !retiring(solution)).map(keep),
    },
  }
  return { retirements, menus, problems }
}

/** The page's address; a category with a page of its own (such as /cybersecurity) keeps it. */
export function addressOf(change: SlugChange, slug: string, menus: Menus): string {
  if (change.kind === 'solution') return `/solutions/${slug}`
  if (change.kind === 'category') {
    const own = menus.catalog.categories.find((category) => category.slug === change.to)?.path
    if (own) return own
  }
  return `/services/${slug}`
}

/** All changes apply at once, so two pages that swap addresses keep their own words (files are by key). */
export function followSlugChanges(
  files: ContentFiles,
  changes: readonly SlugChange[],
  menus: Menus,
  retirements: readonly Retirement[] = [],
  fresh: ReadonlySet<string> = new Set(),
): ContentFiles {
  const next = rewriteReferences(removeRetired(files, retirements), changes)
  const pages = new Set(listMenuAddresses(menus))
  const redirect = (from: string, to: string) => {
    next[REDIRECTS_FILE] = { redirects: addRedirect(readRedirects(next[REDIRECTS_FILE]), { from, to }) }
  }
  for (const retired of retirements) if (retired.draft !== true) redirect(retired.from, retired.to)
  for (const change of changes) {
    const from = addressOf(change, change.from, menus)
    const to = addressOf(change, change.to, menus)
    if (from === to || pages.has(from) || change.draftBefore === true) continue
    // An address first given in this run of the editor was never published: changing it back is an undo.
    if (fresh.has(from))
      next[REDIRECTS_FILE] = { redirects: withdrawAddress(readRedirects(next[REDIRECTS_FILE]), from, to) }
    // An address another page took in the same save is still a page: a redirect would hide it.
    else redirect(from, to)
  }
  return next
}

/** Redirects to a withdrawn address lead to its successor instead; the one to it from there goes. */
export function withdrawAddress(
  redirects: readonly Redirect[],
  withdrawn: string,
  successor: string,
): Redirect[] {
  return redirects
    .map((redirect) => (redirect.to === withdrawn ? { ...redirect, to: successor } : redirect))
    .filter((redirect) => redirect.from !== successor && redirect.from !== redirect.to)
}

/** Without the retired pages' words, and without any reference to a retired service or category. */
function removeRetired(files: ContentFiles, retirements: readonly Retirement[]): ContentFiles {
  if (retirements.length === 0) return files
  const gone = (kind: SlugKind) =>
    new Set(retirements.filter((retired) => retired.kind === kind).map((retired) => retired.slug))
  const services = gone('service')
  const pageFiles = new Set(
    retirements.filter((retired) => retired.kind !== 'service').map((retired) => retired.wordsFile),
  )
  const keep = (value: unknown) => !(typeof value === 'string' && services.has(value))
  const without = (value: unknown) => (Array.isArray(value) ? value.filter(keep) : value)
  const next: ContentFiles = {}
  for (const [path, file] of Object.entries(files)) {
    if (pageFiles.has(path)) continue
    if (!isRecord(file) || services.size === 0) next[path] = file
    else if (isServiceWordsFile(path)) {
      const listed = Array.isArray(file.services)
        ? file.services
            .filter((service) => !(isRecord(service) && services.has(String(service.slug))))
            .map((service) =>
              isRecord(service) ? { ...service, relatedSlugs: without(service.relatedSlugs) } : service,
            )
        : file.services
      next[path] = {
        ...file,
        services: listed,
        ...(Array.isArray(file.alsoSlugs) ? { alsoSlugs: without(file.alsoSlugs) } : {}),
      }
    } else if (path.startsWith(SOLUTIONS_DIR))
      next[path] = { ...file, serviceSlugs: without(file.serviceSlugs) }
    else next[path] = file
  }
  return next
}

/** Where a retired page's address may lead after the save: a published page, or the two overview pages. */
export function listRetireTargets(menus: Menus, changes: readonly SlugChange[]): Set<string> {
  const published = <T extends MenuEntry>(entries: readonly T[]) =>
    entries.filter((entry) => entry.draft !== true)
  return new Set([
    '/services',
    '/solutions',
    ...published(menus.catalog.categories).map((category) => category.path ?? `/services/${category.slug}`),
    ...published(listDraftAwareServices(menus)).map((service) => `/services/${service.slug}`),
    ...published(menus.solutionMenu.solutions).map((solution) => `/solutions/${solution.slug}`),
    // A page that moves in the same save: its redirect carries the retired address on to the new one.
    ...changes
      .filter((change) => change.draftAfter !== true)
      .map((change) => addressOf(change, change.from, menus)),
  ])
}

function listMenuAddresses(menus: Menus): string[] {
  return [
    ...menus.catalog.categories.map((category) => category.path ?? `/services/${category.slug}`),
    ...listServiceEntries(menus.catalog).map((service) => `/services/${service.slug}`),
    ...menus.solutionMenu.solutions.map((solution) => `/solutions/${solution.slug}`),
  ]
}

/** Earlier redirects to the old address move to the new one (no chains); one from the new address goes (renamed back). */
export function addRedirect(redirects: readonly Redirect[], added: Redirect): Redirect[] {
  return [
    ...redirects
      .map((redirect) => (redirect.to === added.from ? { ...redirect, to: added.to } : redirect))
      .filter((redirect) => redirect.from !== added.to && redirect.from !== added.from),
    added,
  ]
}

function readRedirects(file: unknown): Redirect[] {
  const redirects = isRecord(file) ? file.redirects : undefined
  return Array.isArray(redirects) ? (redirects as Redirect[]) : []
}

function rewriteReferences(files: ContentFiles, changes: readonly SlugChange[]): ContentFiles {
  const renameService = renameFor(changes, 'service')
  const renameCategory = renameFor(changes, 'category')
  const next: ContentFiles = {}
  for (const [path, file] of Object.entries(files)) {
    if (renameCategory && path === TESTIMONIALS_FILE)
      next[path] = mapList(file, 'testimonials', (item) => ({
        ...item,
        categoryId: renameCategory(item.categoryId),
      }))
    else if (renameService && isServiceWordsFile(path)) next[path] = rewriteServiceWords(file, renameService)
    else if (renameService && path.startsWith(SOLUTIONS_DIR) && isRecord(file))
      next[path] = { ...file, serviceSlugs: renameAll(file.serviceSlugs, renameService) }
    else next[path] = file
  }
  return next
}

type Rename = (value: unknown) => unknown

/** One kind's changes as a function of a reference; undefined when none changed. */
function renameFor(changes: readonly SlugChange[], kind: SlugKind): Rename | undefined {
  const renamed = new Map(changes.filter((change) => change.kind === kind).map(({ from, to }) => [from, to]))
  if (renamed.size === 0) return undefined
  return (value) => (typeof value === 'string' ? (renamed.get(value) ?? value) : value)
}

const renameAll = (value: unknown, rename: Rename) => (Array.isArray(value) ? value.map(rename) : value)

const isServiceWordsFile = (path: string) => path === OTHER_SERVICES_FILE || path.startsWith(CATEGORIES_DIR)

function rewriteServiceWords(file: unknown, rename: Rename): unknown {
  const services = mapList(file, 'services', (service) => ({
    ...service,
    slug: rename(service.slug),
    relatedSlugs: renameAll(service.relatedSlugs, rename),
  }))
  if (!isRecord(services) || !Array.isArray(services.alsoSlugs)) return services
  return { ...services, alsoSlugs: renameAll(services.alsoSlugs, rename) }
}

function mapList(
  file: unknown,
  key: string,
  map: (item: Record<string, unknown>) => Record<string, unknown>,
): unknown {
  if (!isRecord(file) || !Array.isArray(file[key])) return file
  return { ...file, [key]: file[key].map((item: unknown) => (isRecord(item) ? map(item) : item)) }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
