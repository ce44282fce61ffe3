/** For static hosts; generated on every build, never edited. */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { listRedirects } from '../../../content/redirects.ts'
import type { Redirect } from '../../../content/redirects-schema.ts'
import { REDIRECTS_FILE } from '../../../server/site-files.ts'

/** Netlify passes the query string on, as the server does. */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${from} ${to} 301`)
  return [
    '# Generated from content/data/redirects.json by the build; edit that file instead.',
    ...lines,
    '',
  ].join('\n')
}

/** Writes nothing when any redirect breaks a rule. */
export async function writeRedirectsFile(clientDir: string, source?: unknown): Promise<number> {
  const redirects = listRedirects(source)
  await writeFile(join(clientDir, REDIRECTS_FILE), renderRedirectsFile(redirects))
  return redirects.length
}
