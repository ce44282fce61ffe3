import { findFileProblems } from '../../content/check-data.ts'
import { dataFiles } from '../../content/data-files.ts'

interface Update {
  additions: readonly { path: string; contents: string }[]
}

const schemas = new Map(Object.values(dataFiles).map((file) => [file.path, file.schema]))

/**
 * The content gate's problems with the data files a save would write, in its words, each entry named by
 * its name: what the editor shows at the top of the screen when it refuses the save.
 */
export function findSaveProblems(update: Update): string[] {
  return update.additions.flatMap(({ path, contents }) => {
    const schema = schemas.get(path)
    if (!schema) return []
    return findFileProblems(path, schema, Buffer.from(contents, 'base64').toString('utf8'))
  })
}

/**
 * The data files some rules are read from when the editor starts (the menus' pages, the About page's
 * rotating clients, the firm's figures). A save that writes one leaves those rules behind its content,
 * so from then on this run leaves its saves to the gate at build, until the editor is started again.
 */
export const RULE_SOURCES = [
  'content/data/catalog.json',
  'content/data/solution-menu.json',
  'content/data/about.json',
  'content/data/company-profile.json',
]

export function createSaveCheck() {
  let rulesCurrent = true
  return (update: Update): string[] => {
    if (update.additions.some((file) => RULE_SOURCES.includes(file.path))) rulesCurrent = false
    return rulesCurrent ? findSaveProblems(update) : []
  }
}

export function refusalWords(problems: readonly string[]): string {
  const count = problems.length === 1 ? 'one problem' : `${problems.length} problems`
  return `Not saved, nothing was written: the content check found ${count}.\n${problems.join('\n')}`
}
