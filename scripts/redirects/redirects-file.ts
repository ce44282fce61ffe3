/**
 * The content's permanent redirects as a `_redirects` file (Netlify and Cloudflare Pages format), for
 * hosting build/client on a static host. Generated on every build, never edited.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { listRedirects } from '../../content/redirects.ts'
import type { Redirect } from '../../content/redirects-schema.ts'
import { REDIRECTS_FILE } from '../../server/site-files.ts'

/** One `from to 301` line per redirect; Netlify passes the query string on, as the server does. */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${from} ${to} 301`)
  return ['# Generated from content/redirects.json by the build; edit that file instead.', ...lines, ''].join(
    '\n',
  )
}

/**
 * Checks the redirects (content/redirects.json, or `source`) and writes them into the client build.
 * Throws, listing every problem, and writes nothing when one breaks a rule.
 */
export async function writeRedirectsFile(clientDir: string, source?: unknown): Promise<number> {
  const redirects = listRedirects(source)
  await writeFile(join(clientDir, REDIRECTS_FILE), renderRedirectsFile(redirects))
  return redirects.length
}
