import { showDraft } from './draft-view.ts'

// The one place drafts are left out: every content accessor passes its lists through here.

export interface Draftable {
  draft?: boolean
}

export const isDraft = (entry: Draftable): boolean => entry.draft === true

declare global {
  /** True in a site build, whose data is bundled without drafts, so the bundler drops the filter. */
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
 * The same view over whole data files, so the bundle ships no draft's name (published-data-plugin.ts).
 * Words files keep only the services the published menu lists.
 */
export function publishedDataFile(
  name: string,
  data: DataFile,
  menus: { catalog: DataFile; solutionMenu: DataFile },
): DataFile {
  const { catalog } = menus
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
  const draftSolutions = listDraftKeys(menus.solutionMenu, 'solutions')
  if (name === 'home.json')
    return {
      ...data,
      solutionHighlights: ((data.solutionHighlights ?? []) as { id: string }[]).filter(
        (card) => !draftSolutions.some((solution) => solution.slug === card.id),
      ),
    }
  // A draft page's own words: no published page reads them.
  const wordsKey = name.replace(/^(categories|solutions)\/(.+)\.json$/, '$2')
  const drafts = name.startsWith('solutions/') ? draftSolutions : listDraftKeys(catalog, 'categories')
  if (wordsKey !== name && drafts.some((entry) => entry.key === wordsKey)) return {}
  if (name !== 'other-services.json' && !name.startsWith('categories/')) return data
  const draftServices = new Set(listDraftServiceSlugs(catalog))
  const services = (data as Lists<'services'>).services ?? []
  return {
    ...data,
    services: services.filter((service) => !draftServices.has(String((service as DataFile).slug))),
  }
}

type MenuEntryLike = Draftable & { key?: string; slug?: string }

function listDraftKeys(menu: DataFile, list: 'categories' | 'solutions'): MenuEntryLike[] {
  return ((menu[list] ?? []) as MenuEntryLike[]).filter(isDraft)
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
