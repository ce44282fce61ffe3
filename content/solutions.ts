import { allSolutionEntries, solutionEntries } from './catalog.ts'
import agricultureDataSolutions from './data/solutions/agriculturedatasolutions.json' with { type: 'json' }
import automatedRegressionTesting from './data/solutions/automatedregressiontesting.json' with {
  type: 'json',
}
import financialContractCloseout from './data/solutions/financialcontractcloseout.json' with { type: 'json' }
import userProvisioning from './data/solutions/userprovisioning.json' with { type: 'json' }
import type { Solution, SolutionEntry } from './schema.ts'
import type { SolutionFile } from './service-data-files.ts'

/** Words for each solution by words file key, from content/data/solutions; the menu gives names and ids. */
const solutionFiles = {
  userprovisioning: userProvisioning,
  financialcontractcloseout: financialContractCloseout,
  automatedregressiontesting: automatedRegressionTesting,
  agriculturedatasolutions: agricultureDataSolutions,
} as Record<string, SolutionFile>

export const solutionWordsKeys: readonly string[] = Object.keys(solutionFiles)

/** An entry whose key names no file is left out, for the content gate to name. */
function withWords(entries: readonly SolutionEntry[]): Solution[] {
  return entries.flatMap((entry) => {
    const copy = solutionFiles[entry.key]
    return copy ? [{ id: entry.slug, name: entry.name, ...copy }] : []
  })
}

export const solutions: readonly Solution[] = withWords(solutionEntries)

/** Drafts included, for the content gate. */
export const solutionsWithDrafts: readonly Solution[] = withWords(allSolutionEntries)
