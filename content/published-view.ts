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
