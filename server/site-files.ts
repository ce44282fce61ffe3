import { readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { HEADERS_FILE, INLINE_HASHES_FILE } from './http/security-headers.ts'

export interface SiteFiles {
  /** URL paths that have a prerendered page, e.g. "/" and "/services/sap". */
  pages: Set<string>
  /** URL paths of every other file, e.g. "/assets/root-abc123.js" and "/about.data". */
  files: Set<string>
}

/** The static hosts' redirects file the build writes (scripts/build-redirects.ts); this server has its own. */
export const REDIRECTS_FILE = '_redirects'

const PAGE_FILE = 'index.html'
const COMPRESSED = /\.(br|gz)$/
/**
 * Host configuration the build writes beside the site. Static hosts never publish _headers or _redirects;
 * this server keeps them out too, so what it serves is exactly the site (the hashes are in each page's CSP
 * anyway).
 */
const HOST_CONFIG = new Set([`/${HEADERS_FILE}`, `/${INLINE_HASHES_FILE}`, `/${REDIRECTS_FILE}`])

/**
 * Reads the build once at start-up. Requests are answered only from these sets,
 * so no request can reach a file outside the build, and unknown paths cost no disk access.
 */
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
