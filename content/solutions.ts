import { allSolutionEntries, solutionEntries } from './catalog.ts'
import { withPageName } from './page-name.ts'
import type { Solution, SolutionEntry } from './schema.ts'
import type { SolutionFile } from './service-data-files.ts'
import { solutionWordFiles } from './word-files.ts'

/** Words for each solution by words file key, from content/data/solutions; the menu gives names ({name}) and ids. */
const solutionFiles = solutionWordFiles as Record<string, SolutionFile>

/** An entry whose key names no file is left out, for the content gate to name. */
function withWords(entries: readonly SolutionEntry[]): Solution[] {
  return entries.flatMap((entry) => {
    const copy = solutionFiles[entry.key]
    return copy ? [{ id: entry.slug, name: entry.name, ...withPageName(copy, entry.name) }] : []
  })
}

export const solutions: readonly Solution[] = withWords(solutionEntries)

/** Drafts included, for the content gate. */
export const solutionsWithDrafts: readonly Solution[] = withWords(allSolutionEntries)
