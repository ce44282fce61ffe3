import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { findFileProblems } from '../../content/check-data.ts'
import { findDraftProblems } from '../../content/check-drafts.ts'
import { CLIENT_LOGO_PATTERN } from '../../content/client-logos.ts'
import { dataFiles } from '../../content/data-files.ts'
import { HERO_UPLOAD_PATTERN } from '../../content/hero-uploads.ts'
import type { Redirect } from '../../content/redirects-schema.ts'
import {
  catalogFileSchema,
  categoryFileSchema,
  SolutionFileSchema,
  solutionMenuFileSchema,
  WORDS_FOLDERS,
} from '../../content/service-data-files.ts'
import { ENTRY_KEY } from '../../server/editor/editable-paths.ts'
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

const repo = resolve(import.meta.dirname, '../..')
const schemas = new Map(Object.values(dataFiles).map((file) => [file.path, file.schema]))
const CATALOG = dataFiles.catalog.path
const SOLUTION_MENU = dataFiles.solutionMenu.path

/** The folder and key of a words file (content/data/categories/<key>.json), or undefined for another path. */
export function wordsFileOf(path: string) {
  for (const [name, { folder }] of Object.entries(WORDS_FOLDERS)) {
    const key =
      path.startsWith(`${folder}/`) && path.endsWith('.json') ? path.slice(folder.length + 1, -5) : ''
    if (ENTRY_KEY.test(key)) return { name: name as keyof typeof WORDS_FOLDERS, folder, key }
  }
  return undefined
}

/** The words files of a folder as the save would leave them: listed on disk now, not when the editor started. */
export function wordsKeysAfterSave(root: string, update: Update, folder: string): string[] {
  const inFolder = (paths: readonly { path: string }[]) =>
    paths.map(({ path }) => wordsFileOf(path)).filter((file) => file?.folder === folder)
  const deleted = new Set(inFolder(update.deletions ?? []).map((file) => file?.key))
  const listed = readdirSync(join(root, folder))
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -5))
  const keys = new Set([...listed, ...inFolder(update.additions).map((file) => file?.key ?? '')])
  return [...keys].filter((key) => key !== '' && !deleted.has(key)).sort()
}

interface MenuEntry {
  key?: unknown
  name?: unknown
  services?: { slug: string }[]
}

function menuEntries(root: string, update: Update) {
  const read = readJson(filesAfterSave(root, update))
  const list = (file: unknown, key: string) => {
    const entries = (file as Record<string, unknown> | null)?.[key]
    return Array.isArray(entries) ? (entries as MenuEntry[]) : []
  }
  return { categories: list(read(CATALOG), 'categories'), solutions: list(read(SOLUTION_MENU), 'solutions') }
}

/** Rules read from the files as the save leaves them, so new words files and menu entries count. */
function schemaFor(path: string, root: string, update: Update) {
  if (path === CATALOG)
    return catalogFileSchema(wordsKeysAfterSave(root, update, WORDS_FOLDERS.categories.folder))
  if (path === SOLUTION_MENU)
    return solutionMenuFileSchema(wordsKeysAfterSave(root, update, WORDS_FOLDERS.solutions.folder))
  const words = wordsFileOf(path)
  if (words?.name === 'solutions') return SolutionFileSchema
  if (words?.name === 'categories') {
    const entry = menuEntries(root, update).categories.find((category) => category.key === words.key)
    const services = Array.isArray(entry?.services) ? entry.services : []
    return categoryFileSchema(words.key, entry && { name: String(entry.name), services })
  }
  return schemas.get(path)
}

/** The files whose checks read their rules from the save itself, and so stay right after a menu is saved. */
const readsOwnRules = (path: string) =>
  path === CATALOG || path === SOLUTION_MENU || wordsFileOf(path) !== undefined

/** The content gate's problems with the data files a save would write, as the editor shows them. */
export function findSaveProblems(
  update: Update,
  root = repo,
  only: (path: string) => boolean = () => true,
): string[] {
  return update.additions.flatMap(({ path, contents }) => {
    const schema = only(path) ? schemaFor(path, root, update) : undefined
    if (!schema) return []
    return findFileProblems(path, schema, Buffer.from(contents, 'base64').toString('utf8'))
  })
}

/** A words file a menu entry still names stays: the page would be left without its words. */
export function findSaveDeletionProblems(root: string, update: Update): string[] {
  const menus = menuEntries(root, update)
  return (update.deletions ?? []).flatMap(({ path }) => {
    const words = wordsFileOf(path)
    const entry = words && menus[words.name].find((candidate) => candidate.key === words.key)
    if (!words || !entry) return []
    const menu = words.name === 'categories' ? 'Service menu' : 'Solution menu'
    return [
      `${path}: "${String(entry.name)}" in the ${menu} still uses these words; remove it from the ${menu} (or retire its page there) and save that first, then delete its words`,
    ]
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

/** The build's upload checks on the uploads a save leaves; unnamed uploads get their folder's rules. */
export async function findSaveUploadProblems(root: string, update: Update): Promise<string[]> {
  const files = filesAfterSave(root, update)
  const saved = update.additions.map(({ path }) => path)
  // A category's words created in this run have slides too, though the list of such files was made at start.
  const slideFiles = saved.filter(
    (path) => SLIDE_FILES.includes(path) || wordsFileOf(path)?.name === 'categories',
  )
  const problems = [
    ...(saved.includes(dataFiles.clients.path) ? findClientLogoFileProblems(files) : []),
    ...(await findHeroUploadProblems(files, slideFiles)),
  ]
  const isData = (path: string) => schemas.has(path) || wordsFileOf(path) !== undefined
  const named = saved
    .filter(isData)
    .map((path) => files.text(path) ?? '')
    .join('\n')
  for (const upload of saved.filter((path) => !isData(path) && !named.includes(JSON.stringify(path)))) {
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

/** A published page names no draft; only problems this save brings are its own, older ones the build's. */
export function findSaveDraftProblems(root: string, update: Update): string[] {
  const before = new Set(findDraftProblems(readJson(diskFiles(root))))
  return findDraftProblems(readJson(filesAfterSave(root, update))).filter((problem) => !before.has(problem))
}

/**
 * Files some rules are read from at start (menus, rotating clients, the firm's figures): once a save writes
 * one, this run leaves its saves' data to the build's gate. Menus, words files, uploads, drafts and
 * deletions read the saved files (`schemaFor`) and stay checked.
 */
export const RULE_SOURCES = [
  CATALOG,
  SOLUTION_MENU,
  'content/data/about.json',
  'content/data/company-profile.json',
]

export function createSaveCheck(root: string) {
  let rulesCurrent = true
  let ownRulesCurrent = true
  return async (update: Update): Promise<string[]> => {
    const sources = update.additions.map((file) => file.path).filter((path) => RULE_SOURCES.includes(path))
    if (sources.length > 0) rulesCurrent = false
    if (sources.some((path) => !readsOwnRules(path))) ownRulesCurrent = false
    return [
      ...(rulesCurrent
        ? findSaveProblems(update, root)
        : ownRulesCurrent
          ? findSaveProblems(update, root, readsOwnRules)
          : []),
      ...findSaveDeletionProblems(root, update),
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
