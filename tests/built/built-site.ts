import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Window } from 'happy-dom'
import { readSiteFiles, type SiteFiles } from '../../server/site-files.ts'
import { NOT_FOUND_FILE } from '../../server/site-routes.ts'

/**
 * The finished client build (after `npm run build`) as the tests in this folder read it: every page's
 * HTML, parsed, and the same sets of pages and files the server answers from (server/site-files.ts).
 */

export const CLIENT_DIR = resolve(import.meta.dirname, '../../build/client')

export interface BuiltPage {
  /** The URL path that serves the page ("/", "/services/sap"), or "/404.html" for the not-found page. */
  path: string
  /** The file, relative to build/client. */
  file: string
  html: string
  /** The parsed page, parsed on first use. */
  readonly document: Document
}

export interface BuiltSite extends SiteFiles {
  pages: Set<string>
  /** Every page, the not-found page last. */
  builtPages: BuiltPage[]
}

/** Fails with a clear instruction when there is no finished build to read. */
export async function requireBuild(): Promise<void> {
  for (const file of ['index.html', NOT_FOUND_FILE]) {
    const found = await stat(join(CLIENT_DIR, file)).catch(() => null)
    if (!found) {
      throw new Error(
        `No finished build: ${join(CLIENT_DIR, file)} is missing. Run \`npm run build\` before these tests (npm test does).`,
      )
    }
  }
}

const window = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableComputedStyleRendering: true,
    handleDisabledFileLoadingAsSuccess: true,
  },
})

/** Parses HTML into a document; no script runs and nothing is fetched. */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
}

export function pageFile(path: string): string {
  if (path === `/${NOT_FOUND_FILE}`) return NOT_FOUND_FILE
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

/** Reading and parsing every page takes seconds, and far longer on a busy machine. */
export const BUILT_SITE_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 180_000 }

let loaded: Promise<BuiltSite> | undefined

/** Reads the build once per test file; `parse` parses every page up front (in the hook, not in a test). */
export async function loadBuiltSite({ parse = true } = {}): Promise<BuiltSite> {
  loaded ??= (async () => {
    await requireBuild()
    const site = await readSiteFiles(CLIENT_DIR)
    const paths = [...[...site.pages].sort(), `/${NOT_FOUND_FILE}`]
    const builtPages = await Promise.all(
      paths.map(async (path) => {
        const file = pageFile(path)
        const html = await readFile(join(CLIENT_DIR, file), 'utf8')
        let document: Document | undefined
        return {
          path,
          file,
          html,
          get document() {
            document ??= parseHtml(html)
            return document
          },
        }
      }),
    )
    return { ...site, builtPages }
  })()
  const site = await loaded
  if (parse) for (const page of site.builtPages) void page.document
  return site
}
