/**
 * What a page makes the browser download before it is interactive, read from the built HTML:
 * the scripts it loads, preloads or imports from its inline bootstrap (with every module they import
 * statically; a chunk's own import() calls are lazy and not counted) and the stylesheets that block
 * its first paint. Sizes are gzip level 9, as the server sends them. The page is read with an HTML
 * parser and the scripts with a JavaScript parser.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  attributeOf,
  type PageElement,
  pageElements,
  textOf,
  tokensOf,
} from '../../server/html/parse-page.ts'
import { dynamicImportsOf, staticImportsOf } from '../html/parse-script.ts'

export type Download = { path: string; gzipBytes: number }

/** The built HTML file for a route path. */
export function htmlFileFor(clientDir: string, path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html')
}

async function gzipSize(clientDir: string, urlPath: string): Promise<number> {
  return gzipSync(await readFile(join(clientDir, urlPath)), { level: 9 }).length
}

/** Resolves an import specifier found in `fromPath` to a site path. */
function resolveImport(specifier: string, fromPath: string): string {
  return new URL(specifier, `http://site${fromPath}`).pathname
}

const isModuleScript = (element: PageElement) =>
  element.tagName === 'script' && attributeOf(element, 'type') === 'module'

/** The modules a page names: module preloads, module scripts, and what its inline modules import. */
function scriptsNamedBy(html: string): string[] {
  return pageElements(html).flatMap((element) => {
    if (element.tagName === 'link' && tokensOf(element, 'rel').includes('modulepreload'))
      return [attributeOf(element, 'href') ?? '']
    if (!isModuleScript(element)) return []
    const src = attributeOf(element, 'src')
    if (src !== undefined) return [src]
    // The bootstrap imports its modules with import() once the first frame is drawn (finish-build).
    const code = textOf(element)
    return [...staticImportsOf(code), ...dynamicImportsOf(code)]
  })
}

export async function firstLoadScripts(clientDir: string, html: string): Promise<Download[]> {
  const pending = scriptsNamedBy(html).filter((path) => path.startsWith('/'))
  const seen = new Set<string>()
  const downloads: Download[] = []
  while (pending.length > 0) {
    const path = pending.pop() as string
    if (seen.has(path)) continue
    seen.add(path)
    const code = await readFile(join(clientDir, path), 'utf8')
    downloads.push({ path, gzipBytes: gzipSync(code, { level: 9 }).length })
    for (const specifier of staticImportsOf(code)) pending.push(resolveImport(specifier, path))
  }
  return downloads.sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/** Stylesheets linked without a media query that lets the browser skip them for the first paint. */
export async function renderBlockingStyles(clientDir: string, html: string): Promise<Download[]> {
  const hrefs = pageElements(html)
    .filter((element) => element.tagName === 'link' && tokensOf(element, 'rel').includes('stylesheet'))
    .filter((link) => (attributeOf(link, 'media') ?? 'all') === 'all')
    .map((link) => attributeOf(link, 'href') ?? '')
    .filter((href) => href.startsWith('/'))
  return Promise.all(hrefs.map(async (path) => ({ path, gzipBytes: await gzipSize(clientDir, path) })))
}

export function totalBytes(downloads: Download[]): number {
  return downloads.reduce((sum, download) => sum + download.gzipBytes, 0)
}
