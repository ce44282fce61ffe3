/** Run first by build, dev and edit; `node scripts/build-steps/check-content.ts DIR` checks another copy of the repository. */
import { resolve } from 'node:path'
import { categoryCopyWithDrafts, uncategorizedCopyWithDrafts } from '../../content/category-copy.ts'
import { findContentProblems } from '../../content/check-content.ts'
import { findDataProblems } from '../../content/check-data.ts'
import { findDraftProblems } from '../../content/check-drafts.ts'
import { findRedirectProblems, REDIRECTS_FILE } from '../../content/check-redirects.ts'
import { dataFiles } from '../../content/data-files.ts'
import { pages } from '../../content/pages.ts'
import { findLostAddresses, PUBLISHED_ADDRESSES_FILE } from '../../content/published-addresses.ts'
import { listSiteAddresses } from '../../content/redirects.ts'
import { solutionsWithDrafts } from '../../content/solutions.ts'
import { findClientLogoFileProblems } from './content/client-logo-files.ts'
import { diskFiles } from './content/content-files.ts'
import { readRepositoryText } from './content/content-gate-plugin.ts'
import { findHeroUploadProblems } from './content/hero-upload-files.ts'

const root = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../..'))

const readJson = (path: string) => JSON.parse(readRepositoryText(root, path) ?? 'null')
const problems = [
  ...findDataProblems((path) => readRepositoryText(root, path)),
  ...findClientLogoFileProblems(diskFiles(root)),
  ...(await findHeroUploadProblems(diskFiles(root))),
  // Loops, chains and redirects to nowhere stop the build here, before minutes of bundling.
  ...findRedirectProblems(readJson(REDIRECTS_FILE), listSiteAddresses()),
  ...findLostAddresses(readJson(PUBLISHED_ADDRESSES_FILE), listSiteAddresses(), readJson(REDIRECTS_FILE)),
  ...findDraftProblems(readJson),
  // Drafts too: a draft is checked like every other entry, and only left out of the build.
  ...findContentProblems({
    categories: categoryCopyWithDrafts,
    uncategorized: uncategorizedCopyWithDrafts,
    solutions: solutionsWithDrafts,
    pages,
  }),
]
if (problems.length > 0) {
  console.error(`check-content: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}`)
  for (const problem of problems) console.error(`  ${problem}`)
  process.exit(1)
}
console.log(`check-content: ${Object.keys(dataFiles).length} data files and every page reference are valid`)
