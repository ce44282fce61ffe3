import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { beforeAll, expect, it } from 'vitest'
import { REDIRECTS_FILE } from '../../server/site-files.ts'
import { LAUNCH_ADDRESSES } from '../fixtures/launch-addresses.ts'
import { CLIENT_DIR, requireBuild } from './built-site.ts'

beforeAll(requireBuild)

const pageFile = (address: string) => join(CLIENT_DIR, address, 'index.html')

it('answers every address published at launch with its page or a 301 to a built page', async () => {
  const rules = new Map(
    (await readFile(join(CLIENT_DIR, REDIRECTS_FILE), 'utf8'))
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([from, , status]) => from?.startsWith('/') && status === '301')
      .map(([from, to]) => [from, to] as const),
  )
  const lost = LAUNCH_ADDRESSES.filter((address) => {
    if (existsSync(pageFile(address))) return false
    const to = rules.get(address)
    return !(to && existsSync(pageFile(to)))
  })
  expect(lost).toEqual([])
})
