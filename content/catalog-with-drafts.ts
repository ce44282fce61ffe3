import { allCategoryEntries, allUncategorizedEntries, type CategoryLink, linkCategories } from './catalog.ts'

/** The menus with their drafts, for the editor and the content gate; the site reads catalog.ts. */
export const serviceCategoriesWithDrafts: readonly CategoryLink[] = linkCategories(allCategoryEntries)

export const allServiceLinksWithDrafts = [
  ...serviceCategoriesWithDrafts.flatMap((category) => category.services),
  ...allUncategorizedEntries.map((entry) => ({
    slug: entry.slug,
    name: entry.name,
    href: `/services/${entry.slug}`,
    categoryId: null,
  })),
]
