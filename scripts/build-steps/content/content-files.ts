import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readRepositoryText } from './content-gate-plugin.ts'

/**
 * The files the upload checks read: the repository's at build, and in the editor the files a save would
 * leave behind, so a save and the build judge an upload by the same rules in the same words.
 */
export interface ContentFiles {
  /** A data file's text, or undefined when it is missing. */
  text(path: string): string | undefined
  /** An uploaded file's bytes, or undefined when it is missing. */
  bytes(path: string): Buffer | undefined
}

export function readUploadedFile(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

export function diskFiles(root: string): ContentFiles {
  return {
    text: (path) => readRepositoryText(root, path),
    bytes: (path) => readUploadedFile(resolve(root, path)),
  }
}
