import { solutionLinks } from './catalog.ts'
import agricultureDataSolutions from './data/solutions/agriculturedatasolutions.json' with { type: 'json' }
import automatedRegressionTesting from './data/solutions/automatedregressiontesting.json' with {
  type: 'json',
}
import financialContractCloseout from './data/solutions/financialcontractcloseout.json' with { type: 'json' }
import userProvisioning from './data/solutions/userprovisioning.json' with { type: 'json' }
import type { Solution } from './schema.ts'
import type { SolutionFile } from './service-data-files.ts'

/** Words for each solution, from content/data/solutions; the catalog gives names and ids. */
const solutionFiles = {
  userprovisioning: userProvisioning,
  financialcontractcloseout: financialContractCloseout,
  automatedregressiontesting: automatedRegressionTesting,
  agriculturedatasolutions: agricultureDataSolutions,
} as Record<string, SolutionFile>

export const solutions: readonly Solution[] = solutionLinks.map((link) => {
  const copy = solutionFiles[link.id]
  if (!copy) throw new Error(`No copy for solution ${link.id}`)
  return { id: link.id, name: link.name, ...copy }
})
