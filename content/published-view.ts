import { showDraft } from './draft-view.ts'

/**
 * The one place drafts are left out: the accessors (catalog.ts, solution-links.ts, clients.ts,
 * leadership.ts, testimonials.ts) pass their lists through here, so pages, menus, the sitemap, search,
 * structured data and the PDF only ever see published entries.
 */

export interface Draftable {
  draft?: boolean
}

export const isDraft = (entry: Draftable): boolean => entry.draft === true

declare global {
  /**
   * True in a site build (vite.config.ts), whose data is bundled already without drafts (published-data-plugin):
   * the accessors the browser loads test it in place, so the bundler leaves the filter out of their scripts.
   */
  var __DRAFTS_STRIPPED__: boolean | undefined
}

export function publishedEntries<T extends Draftable>(entries: readonly T[]): T[] {
  return entries.flatMap((entry) => (isDraft(entry) ? showDraft(entry) : [entry]))
}

/** A draft category takes its services with it: they are listed only under it. */
export function publishedCategories<T extends Draftable & { services: readonly Draftable[] }>(
  categories: readonly T[],
): T[] {
  return publishedEntries(categories).map((category) => ({
    ...category,
    services: publishedEntries(category.services),
  }))
}

type DataFile = Record<string, unknown>
type Lists<K extends string> = DataFile & Record<K, Draftable[]>

/**
 * The same view over whole data files, by name under content/data/: the build strips drafts from the JSON
 * before bundling (scripts/build-steps/bundle/published-data-plugin.ts), so not even a draft's name
 * ships in a script. Words files keep only the services the published menu lists.
 */
export function publishedDataFile(name: string, data: DataFile, catalog: DataFile): DataFile {
  const keep = <K extends string>(file: DataFile, key: K) => ({
    ...file,
    [key]: publishedEntries((file as Lists<K>)[key] ?? []),
  })
  switch (name) {
    case 'catalog.json':
      return {
        ...keep(data, 'otherServices'),
        categories: publishedCategories((data as Lists<'categories'>).categories as CategoryLike[]),
      }
    case 'solution-menu.json':
      return keep(data, 'solutions')
    case 'clients.json':
      return keep(data, 'clients')
    case 'leadership.json':
      return keep(data, 'people')
    case 'testimonials.json':
      return keep(data, 'testimonials')
  }
  if (name !== 'other-services.json' && !name.startsWith('categories/')) return data
  const drafts = new Set(listDraftServiceSlugs(catalog))
  const services = (data as Lists<'services'>).services ?? []
  return { ...data, services: services.filter((service) => !drafts.has(String((service as DataFile).slug))) }
}

type CategoryLike = Draftable & { services: (Draftable & { slug?: string })[] }

function listDraftServiceSlugs(catalog: DataFile): string[] {
  const categories = ((catalog as Lists<'categories'>).categories ?? []) as CategoryLike[]
  const others = ((catalog as Lists<'otherServices'>).otherServices ?? []) as CategoryLike['services']
  return [
    ...categories.flatMap((category) =>
      category.services.filter((service) => isDraft(category) || isDraft(service)),
    ),
    ...others.filter(isDraft),
  ].map((service) => String(service.slug))
}
