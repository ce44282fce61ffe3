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

/**
 * The changed addresses, entry by entry as `matchEntries` pairs them: moving, adding or removing an entry
 * changes no address. A removed page is not a change of address either, so it gets no redirect here.
 */
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

/** The page's address; a category with a page of its own (such as /cybersecurity) keeps it. */
export function addressOf(change: SlugChange, slug: string, menus: Menus): string {
  if (change.kind === 'solution') return `/solutions/${slug}`
  if (change.kind === 'category') {
    const own = menus.catalog.categories.find((category) => category.slug === change.to)?.path
    if (own) return own
  }
  return `/services/${slug}`
}

/**
 * Returns the files after the changes: references rewritten and redirects added. Words files keep their
 * paths (by key). All changes apply at once, so two pages that swap addresses keep their own words.
 */
export function followSlugChanges(
  files: ContentFiles,
  changes: readonly SlugChange[],
  menus: Menus,
): ContentFiles {
  const next = rewriteReferences(files, changes)
  const pages = new Set(listMenuAddresses(menus))
  for (const change of changes) {
    const from = addressOf(change, change.from, menus)
    const to = addressOf(change, change.to, menus)
    // An address another page took in the same save is still a page: a redirect would hide it.
    if (from !== to && !pages.has(from) && change.draftBefore !== true)
      next[REDIRECTS_FILE] = { redirects: addRedirect(readRedirects(next[REDIRECTS_FILE]), { from, to }) }
  }
  return next
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
