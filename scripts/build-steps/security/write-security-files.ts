import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import {
  HEADERS_FILE,
  INLINE_HASHES_FILE,
  type InlineHashesManifest,
} from '../../../server/http/security-headers.ts'
import { REDIRECTS_FILE } from '../../../server/site-files.ts'
import { planHeaderRules, renderHeadersFile } from './headers-file.ts'
import { hashInlineSources } from './inline-hashes.ts'

const COMPRESSED_COPY = /\.(br|gz)$/

export interface SecurityFilesSummary {
  pages: number
  scriptHashes: number
  styleHashes: number
  rules: number
}

/** Writes the inline hashes the server reads at start and the _headers file for static hosts. */
export async function writeSecurityFiles(clientDir: string, apiOrigin = ''): Promise<SecurityFilesSummary> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && !COMPRESSED_COPY.test(entry.name))
    .map((entry) => relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => file !== HEADERS_FILE && file !== INLINE_HASHES_FILE && file !== REDIRECTS_FILE)
    .sort()

  const manifest: InlineHashesManifest = apiOrigin ? { apiOrigin, files: {} } : { files: {} }
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    manifest.files[file] = hashInlineSources(await readFile(join(clientDir, file), 'utf8'))
  }
  const rules = planHeaderRules(
    manifest,
    files.filter((file) => !file.endsWith('.html')),
  )
  await writeFile(join(clientDir, INLINE_HASHES_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  await writeFile(join(clientDir, HEADERS_FILE), renderHeadersFile(rules))

  const pages = Object.values(manifest.files)
  return {
    pages: pages.length,
    scriptHashes: pages.reduce((sum, page) => sum + page.scripts.length, 0),
    styleHashes: pages.reduce((sum, page) => sum + page.styleAttributes.length, 0),
    rules: rules.length,
  }
}
