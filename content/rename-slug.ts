import type { Redirect } from './redirects-schema.ts'

/** Follows a changed slug through the data files: pure, so the editor's save hook stays thin and testable. */

export type SlugKind = 'category' | 'service' | 'solution'

export interface SlugChange {
  kind: SlugKind
  from: string
  to: string
}

interface MenuEntry {
  slug: string
  /** A category's or solution's words file key, which a changed slug leaves alone. */
  key?: string
  path?: string
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

/** Entries are matched by position: the editor keeps each list's length fixed. */
export function findSlugChanges(before: Menus, after: Menus): SlugChange[] {
  const changes: SlugChange[] = []
  const compare = (kind: SlugKind, old: readonly MenuEntry[], current: readonly MenuEntry[]) => {
    for (const [index, entry] of current.entries()) {
      const from = old[index]?.slug
      if (from !== undefined && from !== entry.slug) changes.push({ kind, from, to: entry.slug })
    }
  }
  compare('category', before.catalog.categories, after.catalog.categories)
  for (const [index, category] of after.catalog.categories.entries())
    compare('service', before.catalog.categories[index]?.services ?? [], category.services)
  compare('service', before.catalog.otherServices, after.catalog.otherServices)
  compare('solution', before.solutionMenu.solutions, after.solutionMenu.solutions)
  return changes
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

/** Returns the files after the changes: references rewritten and redirects added. Words files keep their paths (by key). */
export function followSlugChanges(
  files: ContentFiles,
  changes: readonly SlugChange[],
  menus: Menus,
): ContentFiles {
  let next = { ...files }
  for (const change of changes) {
    next = rewriteReferences(next, change)
    const from = addressOf(change, change.from, menus)
    const to = addressOf(change, change.to, menus)
    if (from !== to)
      next[REDIRECTS_FILE] = { redirects: addRedirect(readRedirects(next[REDIRECTS_FILE]), { from, to }) }
  }
  return next
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

function rewriteReferences(files: ContentFiles, change: SlugChange): ContentFiles {
  const next: ContentFiles = {}
  const rename = (value: unknown) => (value === change.from ? change.to : value)
  const renameAll = (value: unknown) => (Array.isArray(value) ? value.map(rename) : value)
  for (const [path, file] of Object.entries(files)) {
    if (change.kind === 'category' && path === TESTIMONIALS_FILE)
      next[path] = mapList(file, 'testimonials', (item) => ({ ...item, categoryId: rename(item.categoryId) }))
    else if (change.kind === 'service' && isServiceWordsFile(path))
      next[path] = rewriteServiceWords(file, rename, renameAll)
    else if (change.kind === 'service' && path.startsWith(SOLUTIONS_DIR) && isRecord(file))
      next[path] = { ...file, serviceSlugs: renameAll(file.serviceSlugs) }
    else next[path] = file
  }
  return next
}

const isServiceWordsFile = (path: string) => path === OTHER_SERVICES_FILE || path.startsWith(CATEGORIES_DIR)

function rewriteServiceWords(
  file: unknown,
  rename: (value: unknown) => unknown,
  renameAll: (value: unknown) => unknown,
): unknown {
  const services = mapList(file, 'services', (service) => ({
    ...service,
    slug: rename(service.slug),
    relatedSlugs: renameAll(service.relatedSlugs),
  }))
  if (!isRecord(services) || !Array.isArray(services.alsoSlugs)) return services
  return { ...services, alsoSlugs: renameAll(services.alsoSlugs) }
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
