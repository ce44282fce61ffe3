import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderRedirectsFile, writeRedirectsFile } from './redirects-file.ts'

let clientDir: string
beforeEach(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'gtf-redirects-'))
})
afterEach(async () => {
  await rm(clientDir, { recursive: true, force: true })
})

describe('the build step that writes _redirects', () => {
  it('writes one "from to 301" line per redirect', async () => {
    const redirects = [
      { from: '/services/sap-erp', to: '/services/sap' },
      { from: '/company', to: '/about' },
    ]
    expect(await writeRedirectsFile(clientDir, { redirects })).toBe(2)
    const lines = (await readFile(join(clientDir, '_redirects'), 'utf8')).split('\n')
    expect(lines.filter((line) => line && !line.startsWith('#'))).toEqual([
      '/services/sap-erp /services/sap 301',
      '/company /about 301',
    ])
  })

  it('fails on a redirect loop, naming the file and the entries, and writes nothing', async () => {
    const loop = {
      redirects: [
        { from: '/services/sap-erp', to: '/services/sap-old' },
        { from: '/services/sap-old', to: '/services/sap-erp' },
      ],
    }
    await expect(writeRedirectsFile(clientDir, loop)).rejects.toThrow(
      'content/data/redirects.json, redirect 1 ("/services/sap-erp"): it leads back to itself',
    )
    expect(await readdir(clientDir)).toEqual([])
  })

  it('fails on a redirect to a page the site does not have', async () => {
    await expect(
      writeRedirectsFile(clientDir, { redirects: [{ from: '/services/sap-erp', to: '/services/sap-s4' }] }),
    ).rejects.toThrow('it points to "/services/sap-s4", which is not a page of the site')
  })

  it('renders an empty list as a file with only its heading comment', () => {
    expect(renderRedirectsFile([]).split('\n').filter(Boolean)).toEqual([
      expect.stringMatching(/^# .*content\/data\/redirects\.json/),
    ])
  })
})
