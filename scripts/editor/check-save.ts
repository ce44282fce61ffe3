import { createHash } from 'node:crypto'
import { findFileProblems } from '../../content/check-data.ts'
import { dataFiles } from '../../content/data-files.ts'
import type { Redirect } from '../../content/redirects-schema.ts'

interface Update {
  additions: readonly { path: string; contents: string }[]
  deletions?: readonly { path: string }[]
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

/** What a save does beyond its own screen, said before it happens; undefined when it does nothing more. */
export function confirmationWords(followed: {
  alsoChanged: readonly string[]
  redirects: readonly Redirect[]
}): string | undefined {
  const { alsoChanged, redirects } = followed
  if (alsoChanged.length === 0 && redirects.length === 0) return undefined
  const files = alsoChanged.length === 1 ? '1 other file' : `${alsoChanged.length} other files`
  const parts = [
    ...(alsoChanged.length > 0 ? [`changes ${files} (${alsoChanged.join(', ')})`] : []),
    ...(redirects.length > 0
      ? [
          `records ${redirects.length === 1 ? 'this redirect' : 'these redirects'}: ${redirects.map(({ from, to }) => `${from} → ${to}`).join(', ')}`,
        ]
      : []),
  ]
  return `Not saved yet: this save also ${parts.join(' and ')}. Save again to confirm, or change it back to undo.`
}

/** A save that needs confirming goes through when the same save comes again, and only then. */
export function createSaveConfirmation() {
  let pending: string | undefined
  return {
    isConfirmed(update: Update): boolean {
      const print = createHash('sha256').update(JSON.stringify(update)).digest('hex')
      const confirmed = pending === print
      pending = confirmed ? undefined : print
      return confirmed
    },
  }
}
