import { byFileKey, folderUrl, listFolderKeys, type WordsFolder } from './word-file-keys.ts'

/** Every words file of a folder by key, read the way content/word-file-keys.ts lists them. */
export function readFolder(folder: WordsFolder): Record<string, unknown> {
  const fs = process.getBuiltinModule('node:fs')
  return Object.fromEntries(
    listFolderKeys(folder).map((key) => [
      key,
      JSON.parse(fs.readFileSync(new URL(`${key}.json`, folderUrl(folder)), 'utf8')),
    ]),
  )
}

export const categoryWordFiles: Record<string, unknown> = import.meta.env
  ? byFileKey(import.meta.glob('./data/categories/*.json', { eager: true, import: 'default' }))
  : readFolder('categories')

export const solutionWordFiles: Record<string, unknown> = import.meta.env
  ? byFileKey(import.meta.glob('./data/solutions/*.json', { eager: true, import: 'default' }))
  : readFolder('solutions')
