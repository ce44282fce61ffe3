import { createHash } from 'node:crypto'
import { findFileProblems } from '../../content/check-data.ts'
import { findDraftProblems } from '../../content/check-drafts.ts'
import { CLIENT_LOGO_PATTERN } from '../../content/client-logos.ts'
import { dataFiles } from '../../content/data-files.ts'
import { HERO_UPLOAD_PATTERN } from '../../content/hero-uploads.ts'
import type { Redirect } from '../../content/redirects-schema.ts'
import { findClientLogoFileProblems, logoFileProblem } from '../build-steps/content/client-logo-files.ts'
import { type ContentFiles, diskFiles } from '../build-steps/content/content-files.ts'
import {
  findHeroUploadProblems,
  heroUploadProblem,
  SLIDE_FILES,
} from '../build-steps/content/hero-upload-files.ts'

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

/** The repository under `root` as it would be after the save: its additions written, its deletions gone. */
export function filesAfterSave(root: string, update: Update): ContentFiles {
  const disk = diskFiles(root)
  const added = new Map(update.additions.map(({ path, contents }) => [path, Buffer.from(contents, 'base64')]))
  const deleted = new Set((update.deletions ?? []).map(({ path }) => path))
  const bytes = (path: string) =>
    added.has(path) ? added.get(path) : deleted.has(path) ? undefined : disk.bytes(path)
  return { bytes, text: (path) => bytes(path)?.toString('utf8') }
}

/**
 * The build's upload checks, by the same functions, on the uploads a save would leave behind for the data
 * files it writes; an upload no saved data file names is checked by its folder's rules all the same.
 */
export async function findSaveUploadProblems(root: string, update: Update): Promise<string[]> {
  const files = filesAfterSave(root, update)
  const saved = update.additions.map(({ path }) => path)
  const slideFiles = SLIDE_FILES.filter((path) => saved.includes(path))
  const problems = [
    ...(saved.includes(dataFiles.clients.path) ? findClientLogoFileProblems(files) : []),
    ...(await findHeroUploadProblems(files, slideFiles)),
  ]
  const named = saved
    .filter((path) => schemas.has(path))
    .map((path) => files.text(path) ?? '')
    .join('\n')
  for (const upload of saved.filter((path) => !schemas.has(path) && !named.includes(JSON.stringify(path)))) {
    const problem = CLIENT_LOGO_PATTERN.test(upload)
      ? logoFileProblem(upload, files.bytes(upload))
      : HERO_UPLOAD_PATTERN.test(upload)
        ? await heroUploadProblem(upload, files.bytes(upload))
        : undefined
    if (problem) problems.push(`${upload}: ${problem}`)
  }
  return problems
}

function readJson(files: ContentFiles) {
  return (path: string): unknown => {
    try {
      return JSON.parse(files.text(path) ?? 'null')
    } catch {
      return null
    }
  }
}

/**
 * The build's rule that a published page names no draft, across files: a save may make a draft of
 * something another file names. Only problems the save brings are its own; older ones are the build's.
 */
export function findSaveDraftProblems(root: string, update: Update): string[] {
  const before = new Set(findDraftProblems(readJson(diskFiles(root))))
  return findDraftProblems(readJson(filesAfterSave(root, update))).filter((problem) => !before.has(problem))
}

/**
 * The data files some rules are read from when the editor starts (the menus' pages, the About page's
 * rotating clients, the firm's figures). A save that writes one leaves those rules behind its content,
 * so from then on this run leaves its saves' data to the gate at build, until the editor is started again.
 * Uploads and drafts are read from the saved files themselves and are always checked.
 */
export const RULE_SOURCES = [
  'content/data/catalog.json',
  'content/data/solution-menu.json',
  'content/data/about.json',
  'content/data/company-profile.json',
]

export function createSaveCheck(root: string) {
  let rulesCurrent = true
  return async (update: Update): Promise<string[]> => {
    if (update.additions.some((file) => RULE_SOURCES.includes(file.path))) rulesCurrent = false
    return [
      ...(rulesCurrent ? findSaveProblems(update) : []),
      ...findSaveDraftProblems(root, update),
      ...(await findSaveUploadProblems(root, update)),
    ]
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
