// Keystatic's own check passes any path that merely starts with a configured one (decision 033), so saves
// are checked first against this exact list of files, derived from the configuration.

/** The part of a Keystatic configuration that says where its data files and uploads live. */
export interface EditorConfig {
  singletons?: Record<string, { path?: string; format?: unknown; schema: Record<string, unknown> }>
  collections?: Record<
    string,
    { path?: string; format?: unknown; slugField?: string; schema: Record<string, unknown> }
  >
}

export interface EditablePaths {
  /** Each singleton's one data file, such as content/data/company.json. */
  dataFiles: ReadonlySet<string>
  /** Each collection's folder, such as content/data/solutions: a file in one is `${folder}/<key>.json`. */
  entryFolders: readonly string[]
  /** The folders image fields upload to; a file in one is writable only as `${folder}/…` with an image name. */
  imageFolders: readonly string[]
  /** The upload rules the content gate applies (safe names, image extensions); a file must meet one. */
  uploadPatterns: readonly RegExp[]
}

/** One editor save, as Keystatic's local "update" request carries it: whole files, base64-encoded. */
export interface EditorUpdate {
  additions: { path: string; contents: string }[]
  deletions: { path: string }[]
}

/** Letters, digits, "-" and "_" between single slashes: no dots, backslashes, or leading or trailing "/". */
const CONFIGURED_PATH = /^[\w-]+(?:\/[\w-]+)*$/

/** A collection entry's key, its file's name: the content's rule for keys, lower-case words joined by hyphens. */
export const ENTRY_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Throws for a configuration it cannot describe exactly (nested folders, no slug field, non-JSON, document
 * fields), so a new kind of screen is reviewed rather than silently let through or refused.
 */
export function listEditablePaths(config: EditorConfig, uploadPatterns: readonly RegExp[]): EditablePaths {
  const dataFiles = new Set<string>()
  const entryFolders = new Set<string>()
  const imageFolders = new Set<string>()
  for (const [key, collection] of Object.entries(config.collections ?? {})) {
    const folder = collection.path?.endsWith('/*') ? collection.path.slice(0, -2) : undefined
    if (!folder || !CONFIGURED_PATH.test(folder))
      throw new Error(
        `Collection "${key}": its path must be plain folder names ending in /*, one file per entry`,
      )
    if (!collection.slugField || !(collection.slugField in collection.schema))
      throw new Error(`Collection "${key}": the editor allowlist needs a slug field naming each entry's file`)
    if (!isJsonFormat(collection.format))
      throw new Error(`Collection "${key}": the editor allowlist describes JSON data files only`)
    entryFolders.add(folder)
    for (const imageFolder of listImageFolders(key, collection.schema)) imageFolders.add(imageFolder)
  }
  for (const [key, singleton] of Object.entries(config.singletons ?? {})) {
    const path = singleton.path ?? key
    if (!CONFIGURED_PATH.test(path))
      throw new Error(`Singleton "${key}": its path "${path}" must be plain folder and file names`)
    if (!isJsonFormat(singleton.format))
      throw new Error(`Singleton "${key}": the editor allowlist describes JSON data files only`)
    dataFiles.add(`${path}.json`)
    for (const folder of listImageFolders(key, singleton.schema)) imageFolders.add(folder)
  }
  return { dataFiles, entryFolders: [...entryFolders], imageFolders: [...imageFolders], uploadPatterns }
}

export function entryOf(paths: Pick<EditablePaths, 'entryFolders'>, path: string) {
  const slash = path.lastIndexOf('/')
  const folder = path.slice(0, slash)
  const key = path.slice(slash + 1).replace(/\.json$/, '')
  if (!paths.entryFolders.includes(folder) || !path.endsWith('.json') || !ENTRY_KEY.test(key))
    return undefined
  return { folder, key }
}

/** True for an exact data file or collection entry, or for an upload in an image folder that meets an upload rule. */
export function isEditablePath(paths: EditablePaths, path: string): boolean {
  if (paths.dataFiles.has(path) || entryOf(paths, path) !== undefined) return true
  return (
    paths.imageFolders.some((folder) => path.startsWith(`${folder}/`)) &&
    paths.uploadPatterns.some((pattern) => pattern.test(path))
  )
}

/** Every path of the save that is not editable, in the order given; an empty list means the save may go ahead. */
export function findRefusedPaths(paths: EditablePaths, update: EditorUpdate): string[] {
  return [...update.additions, ...update.deletions]
    .map((file) => file.path)
    .filter((path) => !isEditablePath(paths, path))
}

function isJsonFormat(format: unknown): boolean {
  if (format === 'json') return true
  if (typeof format !== 'object' || format === null) return false
  const { data, contentField } = format as { data?: unknown; contentField?: unknown }
  return data === 'json' && contentField === undefined
}

/** Walks a singleton's fields for image uploads; any other kind of file field is refused at start. */
function listImageFolders(key: string, schema: Record<string, unknown>): string[] {
  const folders: string[] = []
  const visit = (field: unknown): void => {
    if (typeof field !== 'object' || field === null) return
    const node = field as {
      kind?: string
      formKind?: string
      directory?: string
      fields?: Record<string, unknown>
      element?: unknown
      values?: Record<string, unknown>
    }
    if (node.kind === 'object') Object.values(node.fields ?? {}).forEach(visit)
    else if (node.kind === 'array') visit(node.element)
    else if (node.kind === 'conditional') Object.values(node.values ?? {}).forEach(visit)
    else if (node.kind === 'child')
      throw new Error(`Singleton "${key}": the editor allowlist does not describe document fields`)
    else if (node.formKind === 'asset') {
      if (!node.directory || !CONFIGURED_PATH.test(node.directory))
        throw new Error(`Singleton "${key}": an image field needs a "directory" of plain folder names`)
      folders.push(node.directory)
    } else if (node.formKind === 'assets' || node.formKind === 'content')
      throw new Error(`Singleton "${key}": the editor allowlist does not describe document fields`)
  }
  Object.values(schema).forEach(visit)
  return folders
}
