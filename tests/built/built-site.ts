import { readFile, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { Window } from 'happy-dom'
import { readSiteFiles, type SiteFiles } from '../../server/site-files.ts'
import { NOT_FOUND_FILE } from '../../server/site-routes.ts'

/** Uses the same page and file sets the server answers from (server/site-files.ts). */

export const CLIENT_DIR = resolve(import.meta.dirname, '../../build/client')

/** Where the firm serves the site, written out rather than read from the content under test. */
export const PRODUCTION_ORIGIN = 'https://www.globaltekforce.com'

export interface BuiltPage {
  path: string
  file: string
  html: string
  readonly document: Document
}

export interface BuiltSite extends SiteFiles {
  pages: Set<string>
  builtPages: BuiltPage[]
}

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

/** No script runs and nothing is fetched. */
export function parseHtml(html: string): Document {
  return new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document
}

export function pageFile(path: string): string {
  if (path === `/${NOT_FOUND_FILE}`) return NOT_FOUND_FILE
  return path === '/' ? 'index.html' : `${path.slice(1)}/index.html`
}

export const BUILT_SITE_TIMEOUTS = { testTimeout: 60_000, hookTimeout: 180_000 }

let loaded: Promise<BuiltSite> | undefined

/** Parses in the hook, not in a test, so the parse time does not count against a test's timeout. */
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
