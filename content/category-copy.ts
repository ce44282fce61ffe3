import {
  allCategoryEntries,
  allUncategorizedEntries,
  categoryEntries,
  uncategorizedEntries,
} from './catalog.ts'
import { type CompanyStatId, getCompanyStat } from './company-profile.ts'
import otherServices from './data/other-services.json' with { type: 'json' }
import { withPageName } from './page-name.ts'
import type { CategoryCopy, CategoryEntry, ServiceCopy, ServiceEntry } from './schema.ts'
import type { CategoryFile, ServiceFileEntry } from './service-data-files.ts'
import { categoryWordFiles } from './word-files.ts'

/** The words of each category and service page, read from content/data (checked by scripts/build-steps/check-content.ts). */

const categoryFiles = categoryWordFiles as Record<string, CategoryFile>

/** Only the services the menu lists, so a draft's words go where its menu entry goes; {name} is the menu's. */
function byService(
  entries: readonly ServiceFileEntry[],
  menu: readonly ServiceEntry[],
): Record<string, ServiceCopy> {
  const names = new Map(menu.map((service) => [service.slug, service.name]))
  return Object.fromEntries(
    entries.flatMap(({ slug, ...copy }) => {
      const name = names.get(slug)
      return name === undefined ? [] : [[slug, withPageName(copy, name)]]
    }),
  )
}

/** The editor saves a list a page does without as an empty one; the pages expect no list at all. */
function withoutEmptyLists<T extends object>(words: T): T {
  return Object.fromEntries(
    Object.entries(words).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T
}

function toCategoryCopy(
  { services, companyStats, shortForm: _shortForm, ...words }: CategoryFile,
  entry: CategoryEntry,
): CategoryCopy {
  const own = withPageName(words, entry.name)
  const stats = companyStats?.length
    ? companyStats.map((id) => getCompanyStat(id as CompanyStatId))
    : own.stats
  return { ...withoutEmptyLists({ ...own, stats }), services: byService(services, entry.services) }
}

/** By address (slug); an entry whose key names no file is left out, for the content gate to name. */
function copyByCategory(entries: readonly CategoryEntry[]): Record<string, CategoryCopy> {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const file = categoryFiles[entry.key]
      return file ? [[entry.slug, toCategoryCopy(file, entry)]] : []
    }),
  )
}

const otherServiceWords = otherServices.services as readonly ServiceFileEntry[]

export const categoryCopy: Record<string, CategoryCopy> = copyByCategory(categoryEntries)

export const uncategorizedCopy: Record<string, ServiceCopy> = byService(
  otherServiceWords,
  uncategorizedEntries,
)

/** Drafts included, for the content gate. */
export const categoryCopyWithDrafts: Record<string, CategoryCopy> = copyByCategory(allCategoryEntries)

export const uncategorizedCopyWithDrafts: Record<string, ServiceCopy> = byService(
  otherServiceWords,
  allUncategorizedEntries,
)
