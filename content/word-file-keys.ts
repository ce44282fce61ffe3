/**
 * The words files of content/data/categories and content/data/solutions are found by listing the folders, so
 * a new file needs no code. Vite (the site, the editor, Vitest) lists them through import.meta.glob; plain
 * Node (the build scripts, the server) reads the folders. This module has the keys alone (a file's name), for
 * the content gate and the editor; content/word-files.ts has the words.
 */

export type WordsFolder = 'categories' | 'solutions'

const keyOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length)

export function byFileKey<T>(files: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files)
      .map(([path, file]) => [keyOf(path), file] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  )
}

export const folderUrl = (folder: WordsFolder) => new URL(`./data/${folder}/`, import.meta.url)

export function listFolderKeys(folder: WordsFolder): string[] {
  return process
    .getBuiltinModule('node:fs')
    .readdirSync(folderUrl(folder))
    .filter((name) => name.endsWith('.json'))
    .map(keyOf)
    .sort()
}

export const categoryWordsKeys: readonly string[] = import.meta.env
  ? Object.keys(byFileKey(import.meta.glob('./data/categories/*.json')))
  : listFolderKeys('categories')

export const solutionWordsKeys: readonly string[] = import.meta.env
  ? Object.keys(byFileKey(import.meta.glob('./data/solutions/*.json')))
  : listFolderKeys('solutions')
