import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildContentSecurityPolicy,
  DEFAULT_CONTENT_SECURITY_POLICY,
  HEADERS_FILE,
  INLINE_HASHES_FILE,
  readPagePolicies,
} from '../../../server/http/security-headers.ts'
import { writeSecurityFiles } from './write-security-files.ts'

const API = 'https://api.example.gov'
const PAGE =
  '<!doctype html><html><head><title>Contact</title></head><body><form action="/api/contact"></form></body></html>'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(' ')
    .slice(1)

let dir = ''
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function build(apiOrigin?: string) {
  dir = await mkdtemp(join(tmpdir(), 'api-origin-policy-'))
  await writeFile(join(dir, 'index.html'), PAGE)
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *\n')
  await writeSecurityFiles(dir, apiOrigin)
  return {
    headers: await readFile(join(dir, HEADERS_FILE), 'utf8'),
    manifest: await readFile(join(dir, INLINE_HASHES_FILE), 'utf8'),
    policies: await readPagePolicies(dir),
  }
}

describe('the pages policy with PUBLIC_API_ORIGIN', () => {
  it('adds the API origin, and only it, to connect-src and form-action', () => {
    const policy = buildContentSecurityPolicy(undefined, API)
    expect(directive(policy, 'connect-src')).toEqual(["'self'", API])
    expect(directive(policy, 'form-action')).toEqual(["'self'", API])
    expect(policy.split(API)).toHaveLength(3)
    expect(policy.replaceAll(` ${API}`, '')).toBe(DEFAULT_CONTENT_SECURITY_POLICY)
  })

  it('writes it to the pages rules of _headers and to the manifest the server builds its policies from', async () => {
    const { headers, manifest, policies } = await build(API)
    expect(JSON.parse(manifest).apiOrigin).toBe(API)
    const pagePolicy = policies.get('index.html') ?? ''
    expect(directive(pagePolicy, 'connect-src')).toEqual(["'self'", API])
    expect(directive(pagePolicy, 'form-action')).toEqual(["'self'", API])
    const [pageRule] = headers.split('\n\n').filter((block) => block.startsWith('/\n'))
    expect(pageRule).toContain(`connect-src 'self' ${API};`)
    expect(pageRule).toContain(`form-action 'self' ${API};`)
    // Files that are not pages keep the policy that allows nothing else.
    expect(headers.split('\n\n').find((block) => block.startsWith('/robots.txt'))).toContain(
      DEFAULT_CONTENT_SECURITY_POLICY,
    )
  })

  it('writes what it always wrote without the setting', async () => {
    const { headers, manifest, policies } = await build()
    expect(JSON.parse(manifest)).toEqual({ files: { 'index.html': { scripts: [], styleAttributes: [] } } })
    expect(policies.get('index.html')).toBe(DEFAULT_CONTENT_SECURITY_POLICY)
    expect(directive(DEFAULT_CONTENT_SECURITY_POLICY, 'connect-src')).toEqual(["'self'"])
    expect(directive(DEFAULT_CONTENT_SECURITY_POLICY, 'form-action')).toEqual(["'self'"])
    expect(headers).not.toContain('https://')
  })

  it('refuses a manifest whose API origin is not one, rather than serve pages under a policy it widens', async () => {
    dir = await mkdtemp(join(tmpdir(), 'api-origin-policy-'))
    await writeFile(
      join(dir, INLINE_HASHES_FILE),
      JSON.stringify({ apiOrigin: "https://api.example.gov; script-src 'unsafe-inline'", files: {} }),
    )
    await expect(readPagePolicies(dir)).rejects.toThrow(/API origin/)
  })
})
