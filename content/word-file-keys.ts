/**
 * Words files are found by listing their folders, so a new file needs no code: Vite through
 * import.meta.glob, plain Node by reading the folders. The keys alone; content/word-files.ts has the words.
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
