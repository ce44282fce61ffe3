import { categoryEntries } from './catalog.ts'
import { type CompanyStatId, getCompanyStat } from './company-profile.ts'
import otherServices from './data/other-services.json' with { type: 'json' }
import type { CategoryCopy, ServiceCopy } from './schema.ts'
import type { CategoryFile, ServiceFileEntry } from './service-data-files.ts'
import { categoryWordFiles } from './word-files.ts'

/** The words of each category and service page, read from content/data (checked by scripts/build-steps/check-content.ts). */

const categoryFiles = categoryWordFiles as Record<string, CategoryFile>

function byService(entries: readonly ServiceFileEntry[]): Record<string, ServiceCopy> {
  return Object.fromEntries(entries.map(({ slug, ...copy }) => [slug, copy]))
}

/** The editor saves a list a page does without as an empty one; the pages expect no list at all. */
function withoutEmptyLists<T extends object>(words: T): T {
  return Object.fromEntries(
    Object.entries(words).filter(
      ([, value]) => value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  ) as T
}

function toCategoryCopy({ services, companyStats, ...words }: CategoryFile): CategoryCopy {
  const stats = companyStats?.length
    ? companyStats.map((id) => getCompanyStat(id as CompanyStatId))
    : words.stats
  return { ...withoutEmptyLists({ ...words, stats }), services: byService(services) }
}

/** By address (slug); an entry whose key names no file is left out, for the content gate to name. */
export const categoryCopy: Record<string, CategoryCopy> = Object.fromEntries(
  categoryEntries.flatMap((entry) => {
    const file = categoryFiles[entry.key]
    return file ? [[entry.slug, toCategoryCopy(file)]] : []
  }),
)

export const uncategorizedCopy: Record<string, ServiceCopy> = byService(
  otherServices.services as readonly ServiceFileEntry[],
)
