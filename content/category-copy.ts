import {
  allCategoryEntries,
  allUncategorizedEntries,
  categoryEntries,
  uncategorizedEntries,
} from './catalog.ts'
import { type CompanyStatId, getCompanyStat } from './company-profile.ts'
import otherServices from './data/other-services.json' with { type: 'json' }
import type { CategoryCopy, CategoryEntry, ServiceCopy, ServiceEntry } from './schema.ts'
import type { CategoryFile, ServiceFileEntry } from './service-data-files.ts'
import { categoryWordFiles } from './word-files.ts'

/** The words of each category and service page, read from content/data (checked by scripts/build-steps/check-content.ts). */

const categoryFiles = categoryWordFiles as Record<string, CategoryFile>

/** Only the services the menu lists, so a draft's words go where its menu entry goes. */
function byService(
  entries: readonly ServiceFileEntry[],
  menu: readonly ServiceEntry[],
): Record<string, ServiceCopy> {
  const listed = new Set(menu.map((service) => service.slug))
  return Object.fromEntries(
    entries.filter(({ slug }) => listed.has(slug)).map(({ slug, ...copy }) => [slug, copy]),
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
  { services, companyStats, ...words }: CategoryFile,
  menu: readonly ServiceEntry[],
): CategoryCopy {
  const stats = companyStats?.length
    ? companyStats.map((id) => getCompanyStat(id as CompanyStatId))
    : words.stats
  return { ...withoutEmptyLists({ ...words, stats }), services: byService(services, menu) }
}

/** By address (slug); an entry whose key names no file is left out, for the content gate to name. */
function copyByCategory(entries: readonly CategoryEntry[]): Record<string, CategoryCopy> {
  return Object.fromEntries(
    entries.flatMap((entry) => {
      const file = categoryFiles[entry.key]
      return file ? [[entry.slug, toCategoryCopy(file, entry.services)]] : []
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
