import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { readRepositoryText } from './content-gate-plugin.ts'

/** The repository's at build, a save's result in the editor: both judge uploads by the same rules. */
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
