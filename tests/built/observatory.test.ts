/**
 * MDN HTTP Observatory (the scanner behind developer.mozilla.org/observatory, run locally) against the
 * production server and build on 127.0.0.1. Every check passes except the two that need HTTPS, which this
 * loopback server does not speak: TLS ends at the proxy in front of it (docs/decisions/011-…).
 * Needs `npm run build` first (`npm test` runs it).
 */
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

/** What each check must report for this site over plain HTTP on loopback. */
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

/**
 * The checks that cannot pass here, by design. The scanner asks http://127.0.0.1:PORT and
 * https://127.0.0.1:PORT; the server speaks only HTTP (TLS is terminated by the proxy or platform in
 * front of it), so the HTTPS attempt fails its handshake and the scanner sees no HTTPS site at all.
 */
const UNREACHABLE_OVER_LOOPBACK_HTTP = {
  // HTTP must redirect to HTTPS; that redirect belongs to the TLS front end, and here there is no HTTPS
  // to send anyone to (a redirect to it would only break every local run).
  redirection: 'redirection-missing',
  // The scanner reads HSTS only from an HTTPS response, as browsers do (RFC 6797 §8.1 tells them to
  // ignore it over HTTP). The header is sent; the check below runs the same analyzer on it as over HTTPS.
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

/**
 * The package's install step downloads Chromium's HSTS preload list, which the redirection check reads;
 * the project blocks that step (package.json allowScripts: no third-party downloads at install). A loopback
 * address is on no preload list, so an empty list gives the scanner the same answer for it.
 */
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
