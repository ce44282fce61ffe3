/** MDN HTTP Observatory against the local production server; needs `npm run build` first. */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { dirname, join, resolve } from 'node:path'
import { type ObservatoryScan, scan } from '@mdn/mdn-http-observatory'
import { strictTransportSecurityTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app.ts'
import { INLINE_HASHES_FILE } from '../../server/http/security-headers.ts'

const CLIENT_DIR = resolve(import.meta.dirname, '../../build/client')

const PASSING = {
  'content-security-policy': 'csp-implemented-with-no-unsafe-default-src-none',
  cookies: 'cookies-not-found',
  'cross-origin-resource-sharing': 'cross-origin-resource-sharing-not-implemented',
  'referrer-policy': 'referrer-policy-private',
  'subresource-integrity': 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
  'x-content-type-options': 'x-content-type-options-nosniff',
  'x-frame-options': 'x-frame-options-implemented-via-csp',
  'cross-origin-resource-policy': 'corp-implemented-with-same-origin',
}

/** The loopback server speaks only HTTP (TLS ends at the proxy in front), so HTTPS checks cannot pass here. */
const UNREACHABLE_OVER_LOOPBACK_HTTP = {
  redirection: 'redirection-missing',
  // The scanner reads HSTS only over HTTPS (RFC 6797 §8.1); the header is checked below with the same analyzer.
  'strict-transport-security': 'hsts-not-implemented-no-https',
}

let app: FastifyInstance
let host: string
let result: ObservatoryScan

beforeAll(async () => {
  if (!existsSync(join(CLIENT_DIR, INLINE_HASHES_FILE)))
    throw new Error(`No production build in ${CLIENT_DIR}: run \`npm run build\` first`)
  await provideHstsPreloadList()
  app = await createApp({ clientDir: CLIENT_DIR, logLevel: 'silent' })
  await app.listen({ port: 0, host: '127.0.0.1' })
  host = `127.0.0.1:${(app.server.address() as AddressInfo).port}`
  result = await scan(host)
}, 30_000)

afterAll(async () => {
  await app?.close()
})

/** The install step that fetches the HSTS preload list is blocked; loopback is on no list, so an empty one is equivalent. */
async function provideHstsPreloadList(): Promise<void> {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
  const list = join(packageDir, 'conf', 'hsts-preload.json')
  if (existsSync(list)) return
  await mkdir(dirname(list), { recursive: true })
  await writeFile(list, '{}\n')
}

describe('MDN HTTP Observatory scan of the production server on loopback', () => {
  it('scans the home page as served, with every header of the site', () => {
    expect(result.scan.statusCode).toBe(200)
    expect(result.scan.responseHeaders['content-security-policy']).toMatch(/^default-src 'none'/)
    expect(Object.keys(result.tests).sort()).toEqual(
      [...Object.keys(PASSING), ...Object.keys(UNREACHABLE_OVER_LOOPBACK_HTTP)].sort(),
    )
  })

  it.each(Object.entries(PASSING))('%s passes: %s', (name, expected) => {
    expect(result.tests[name]).toMatchObject({ pass: true, result: expected })
    expect(result.tests[name]?.scoreModifier).toBeGreaterThanOrEqual(0)
  })

  it.each(Object.entries(UNREACHABLE_OVER_LOOPBACK_HTTP))(
    '%s cannot pass over plain HTTP on loopback: %s',
    (name, expected) => {
      expect(result.tests[name]).toMatchObject({ pass: false, result: expected })
    },
  )

  it('counts exactly those two as failed', () => {
    expect(result.scan).toMatchObject({ testsPassed: 8, testsFailed: 2, testsQuantity: 10 })
  })

  it('would pass HSTS over HTTPS: the analyzer accepts the header the server sends', () => {
    const hsts = strictTransportSecurityTest({
      hostname: host,
      responses: { https: { headers: result.scan.responseHeaders, verified: true } },
    })
    expect(hsts).toMatchObject({
      pass: true,
      result: 'hsts-implemented-max-age-at-least-six-months',
      includeSubDomains: true,
    })
    expect(hsts.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60)
  })
})
