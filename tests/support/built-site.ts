// `npm test` builds before the unit tests, so checks on the built HTML see exactly what the server sends.
import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

export const CLIENT_DIR = resolve(import.meta.dirname, '../../build/client')

export function assertBuilt(): void {
  if (!existsSync(join(CLIENT_DIR, '404.html')))
    throw new Error(`No production build in ${CLIENT_DIR}: run \`npm run build\` first (npm test does).`)
}

/** Every built HTML page, as its path inside build/client (e.g. "about/index.html", "404.html"). */
export async function builtHtmlFiles(): Promise<string[]> {
  assertBuilt()
  const entries = await readdir(CLIENT_DIR, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => relative(CLIENT_DIR, join(entry.parentPath, entry.name)))
    .sort()
}

export function readBuiltFile(file: string): Promise<string> {
  return readFile(join(CLIENT_DIR, file), 'utf8')
}
