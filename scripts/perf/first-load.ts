/**
 * What a page makes the browser download before it is interactive, read from the built HTML:
 * the scripts it loads, preloads or imports from its inline bootstrap (with every module they import
 * statically; a chunk's own import() calls are lazy and not counted) and the stylesheets that block
 * its first paint. Sizes are gzip level 9, as the server sends them.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type Download = { path: string; gzipBytes: number }

const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g
const MODULE_SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g
const INLINE_MODULE = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/g
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g
/** The page's bootstrap loads its modules with import() once the first frame is drawn (finish-build). */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g

/** The built HTML file for a route path. */
export function htmlFileFor(clientDir: string, path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html')
}

async function gzipSize(clientDir: string, urlPath: string): Promise<number> {
  return gzipSync(await readFile(join(clientDir, urlPath)), { level: 9 }).length
}

function matches(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '')
}

/** Resolves an import specifier found in `fromPath` to a site path. */
function resolveImport(specifier: string, fromPath: string): string {
  return new URL(specifier, `http://site${fromPath}`).pathname
}

export async function firstLoadScripts(clientDir: string, html: string): Promise<Download[]> {
  const pending = [
    ...matches(MODULE_PRELOAD, html),
    ...matches(MODULE_SCRIPT_SRC, html),
    ...matches(INLINE_MODULE, html).flatMap((code) => [
      ...matches(STATIC_IMPORT, code),
      ...matches(DYNAMIC_IMPORT, code),
    ]),
  ].filter((path) => path.startsWith('/'))
  const seen = new Set<string>()
  const downloads: Download[] = []
  while (pending.length > 0) {
    const path = pending.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    const code = await readFile(join(clientDir, path), 'utf8')
    downloads.push({ path, gzipBytes: gzipSync(code, { level: 9 }).length })
    for (const specifier of matches(STATIC_IMPORT, code)) pending.push(resolveImport(specifier, path))
  }
  return downloads.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Stylesheets linked without a media query that lets the browser skip them for the first paint. */
export async function renderBlockingStyles(clientDir: string, html: string): Promise<Download[]> {
  const links = (html.match(STYLESHEET) ?? []).filter((tag) => !/\bmedia="(?!all")[^"]*"/.test(tag))
  const hrefs = links
    .map((tag) => /\bhref="([^"]+)"/.exec(tag)?.[1] ?? '')
    .filter((href) => href.startsWith('/'))
  return Promise.all(hrefs.map(async (path) => ({ path, gzipBytes: await gzipSize(clientDir, path) })))
}

export function totalBytes(downloads: Download[]): number {
  return downloads.reduce((sum, download) => sum + download.gzipBytes, 0)
}
