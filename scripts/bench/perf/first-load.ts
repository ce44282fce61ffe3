/** A chunk's own import() calls are lazy and not counted; sizes are gzip level 9, as the server sends them. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import {
  attributeOf,
  type PageElement,
  pageElements,
  textOf,
  tokensOf,
} from '../../../server/html/parse-page.ts'
import { dynamicImportsOf, staticImportsOf } from '../../build-steps/html/parse-script.ts'

export type Download = { path: string; gzipBytes: number }

export function htmlFileFor(clientDir: string, path: string): string {
  return path === '/' ? join(clientDir, 'index.html') : join(clientDir, path, 'index.html')
}

async function gzipSize(clientDir: string, urlPath: string): Promise<number> {
  return gzipSync(await readFile(join(clientDir, urlPath)), { level: 9 }).length
}

function resolveImport(specifier: string, fromPath: string): string {
  return new URL(specifier, `http://site${fromPath}`).pathname
}

const isModuleScript = (element: PageElement) =>
  element.tagName === 'script' && attributeOf(element, 'type') === 'module'

function scriptsNamedBy(html: string): string[] {
  return pageElements(html).flatMap((element) => {
    if (element.tagName === 'link' && tokensOf(element, 'rel').includes('modulepreload'))
      return [attributeOf(element, 'href') ?? '']
    if (!isModuleScript(element)) return []
    const src = attributeOf(element, 'src')
    if (src !== undefined) return [src]
    // The bootstrap imports its modules with import() after the first frame (finish-build).
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

/** A media query can let the browser skip a stylesheet for the first paint. */
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
