import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { HEADERS_FILE, INLINE_HASHES_FILE } from './http/security-headers.ts'

export interface SiteFiles {
  pages: Set<string>
  files: Set<string>
}

export const REDIRECTS_FILE = '_redirects'

const PAGE_FILE = 'index.html'
const COMPRESSED = /\.(br|gz)$/
/** Static hosts never publish _headers or _redirects; this server keeps them out too. */
const HOST_CONFIG = new Set([`/${HEADERS_FILE}`, `/${INLINE_HASHES_FILE}`, `/${REDIRECTS_FILE}`])

/** Requests are answered only from these sets, so nothing outside the build is reachable and unknown paths cost no disk access. */
export async function readSiteFiles(clientDir: string): Promise<SiteFiles> {
  const pages = new Set<string>()
  const files = new Set<string>()
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true })
  for (const entry of entries) {
    if (!entry.isFile() || COMPRESSED.test(entry.name)) continue
    const urlPath = `/${relative(clientDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`
    if (entry.name === PAGE_FILE) pages.add(urlPath.slice(0, -PAGE_FILE.length - 1) || '/')
    else if (!HOST_CONFIG.has(urlPath)) files.add(urlPath)
  }
  return { pages, files }
}
