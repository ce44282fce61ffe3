import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { findDataProblems } from './check-data.ts'
import { dataFiles } from './data-files.ts'
import { isLinkAddress, requireLinkAddress } from './link-addresses.ts'
import { PUBLISHED_ADDRESSES_FILE } from './published-addresses.ts'
import { contactOrHttpsUrl, httpsUrl } from './schema.ts'

const repo = resolve(import.meta.dirname, '..')
const readRepoFile = (path: string) => readFileSync(join(repo, path), 'utf8')

const SCRIPT_AND_LOCAL = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '\u0000javascript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  '\u200bjavascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
  'file://server/share/statement.pdf',
]

describe('link addresses in content', () => {
  it.each(SCRIPT_AND_LOCAL)('refuses %j in every kind of link field', (address) => {
    expect(httpsUrl().safeParse(address).success).toBe(false)
    expect(contactOrHttpsUrl().safeParse(address).success).toBe(false)
  })

  it('takes an https: address as written', () => {
    for (const address of [
      'https://www.linkedin.com/company/globaltekforce',
      'https://www.gsa.gov/buy-through-us?tab=schedules#mas',
      'https://example.com',
    ])
      expect(httpsUrl().parse(address)).toBe(address)
  })

  it('refuses plain http:, an address that hides its host behind credentials, and one with spaces', () => {
    for (const address of [
      'http://www.linkedin.com/company/globaltekforce',
      'HTTPS://www.linkedin.com/in/someone',
      ' https://www.linkedin.com/in/someone',
      'https://www.linkedin.com/in/some one',
      'https://www.linkedin.com@evil.example/in/someone',
      'https://',
      'https:www.linkedin.com',
      '//www.linkedin.com/in/someone',
      '/about',
    ])
      expect(httpsUrl().safeParse(address).success, address).toBe(false)
  })

  it('takes mailto: and tel: only where a field may name a contact', () => {
    for (const address of ['mailto:contracts@example.gov', 'tel:+17035550142']) {
      expect(contactOrHttpsUrl().parse(address)).toBe(address)
      expect(httpsUrl().safeParse(address).success).toBe(false)
    }
    expect(contactOrHttpsUrl().safeParse('mailto:').success).toBe(false)
    expect(contactOrHttpsUrl().safeParse('tel:call-us').success).toBe(false)
  })

  it('stops an output builder from writing a refused address', () => {
    expect(requireLinkAddress('tel:+17035550142', ['https:', 'mailto:', 'tel:'])).toBe('tel:+17035550142')
    expect(() => requireLinkAddress('javascript:alert(1)', ['https:', 'mailto:', 'tel:'])).toThrow(
      /only https:, mailto:, tel: addresses/,
    )
    expect(isLinkAddress('javascript:alert(1)', ['https:'])).toBe(false)
  })
})

describe('the content gate', () => {
  let root: string | undefined
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it('names each field that links to a script or a local file', () => {
    const edits: Record<string, (data: Record<string, unknown>) => unknown> = {
      [dataFiles.company.path]: (company) => ({ ...company, linkedInUrl: 'JaVaScRiPt:alert(1)' }),
      [dataFiles.contractVehicles.path]: (data) => {
        const vehicles = data.vehicles as { fields: { href?: string }[] }[]
        const [first, ...rest] = vehicles
        if (!first) throw new Error('no contract vehicle')
        const [field, ...fields] = first.fields
        return {
          vehicles: [{ ...first, fields: [{ ...field, href: 'data:text/html,hi' }, ...fields] }, ...rest],
        }
      },
    }
    const problems = findDataProblems((path) => {
      const edit = edits[path]
      const text = readRepoFile(path)
      return edit ? JSON.stringify(edit(JSON.parse(text))) : text
    })
    expect(problems).toEqual([
      'content/data/company.json: linkedInUrl: must be a web address starting with https://',
      'content/data/contract-vehicles.json: Contract vehicle "GSA Multiple Award Schedule (MAS)", field "Vehicle type", href: must be a web address starting with https://, an e-mail link starting with mailto: or a phone link starting with tel:',
    ])
  })

  // A second Node process that loads every content module: seconds on a busy machine.
  it('stops the build on a leader whose LinkedIn address is javascript:', { timeout: 60_000 }, () => {
    root = mkdtempSync(join(tmpdir(), 'check-content-links-'))
    for (const path of [...Object.values(dataFiles).map((file) => file.path), PUBLISHED_ADDRESSES_FILE]) {
      mkdirSync(dirname(join(root, path)), { recursive: true })
      writeFileSync(join(root, path), readRepoFile(path))
    }
    const leadership = JSON.parse(readRepoFile(dataFiles.leadership.path)) as {
      people: { linkedInUrl: string }[]
    }
    const [first, ...rest] = leadership.people
    if (!first) throw new Error('no leader')
    leadership.people = [{ ...first, linkedInUrl: 'javascript:alert(1)' }, ...rest]
    writeFileSync(join(root, dataFiles.leadership.path), JSON.stringify(leadership))

    const run = spawnSync(process.execPath, ['scripts/build-steps/check-content.ts', root], {
      cwd: repo,
      encoding: 'utf8',
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toBe(
      'check-content: one problem\n  content/data/leadership.json: Leader "Anita Raman", linkedInUrl: must be a web address starting with https://\n',
    )
  })
})
