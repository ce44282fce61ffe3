import { readFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { REDIRECTS_FILE } from '../../server/site-files.ts'
import { CLIENT_DIR, requireBuild } from './built-site.ts'

/** The static hosts' _redirects file says exactly what content/data/redirects.json says, in its order. */

const CONTENT_FILE = resolve(import.meta.dirname, '../../content/data/redirects.json')

beforeAll(requireBuild)

it('build/client/_redirects has one "from to 301" rule for each redirect of content/data/redirects.json', async () => {
  const content: { redirects: { from: string; to: string }[] } = JSON.parse(
    await readFile(CONTENT_FILE, 'utf8'),
  )
  const rules = (await readFile(join(CLIENT_DIR, REDIRECTS_FILE), 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/))
  expect(rules).toEqual(content.redirects.map(({ from, to }) => [from, to, '301']))
})
