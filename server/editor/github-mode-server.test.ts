// GitHub mode as `npm start` runs it; GitHub calls go through a counting, refusing proxy
// (NODE_USE_ENV_PROXY).
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { freePort, waitUntilListening } from '../../tests/fixtures/server-process.ts'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'

const root = resolve(import.meta.dirname, '../..')
const TIMEOUT = 60_000

const dirs: string[] = []
let proxy: Server
let githubCalls: string[] = []
let child: ChildProcess
let stdout = ''
let stderr = ''
let base = ''
/** Each test signs in from its own address (TRUST_PROXY=1), so the per-address limit counts them apart. */
let address = 0
const nextAddress = () => `198.51.100.${++address}`

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, { redirect: 'manual', headers })
}

function attributes(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split('; ')
  return new Map(parts.map((part) => [part.split('=')[0]?.toLowerCase() ?? '', part.split('=')[1] ?? '']))
}

async function startSignIn(from: string, forwardedFor: string) {
  const response = await get(`/api/keystatic/github/login?from=${encodeURIComponent(from)}`, {
    'x-forwarded-for': forwardedFor,
  })
  const state = new URL(response.headers.get('location') ?? '').searchParams.get('state') ?? ''
  return { response, state, cookies: response.headers.getSetCookie() }
}

beforeAll(async () => {
  const editorDir = await mkdtemp(join(tmpdir(), 'editor-fixture-'))
  await mkdir(join(editorDir, 'assets'))
  await writeFile(
    join(editorDir, 'index.html'),
    '<!doctype html><html><head><title>Editor</title></head></html>',
  )
  const dataDir = await mkdtemp(join(tmpdir(), 'editor-data-'))
  dirs.push(await createSiteFixture(), editorDir, dataDir)

  proxy = createServer()
  proxy.on('connect', (request, socket) => {
    githubCalls.push(String(request.url))
    socket.end('HTTP/1.1 502 Bad Gateway\r\n\r\n')
  })
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening))
  const proxyAddress = proxy.address()
  const proxyPort = typeof proxyAddress === 'object' && proxyAddress ? proxyAddress.port : 0

  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: root,
    // What an operator gives `npm start`; NODE_ENV is deliberately not among them.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_DIR: dirs[0] ?? '',
      EDITOR_DIR: editorDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      TRUST_PROXY: '1',
      CONTENT_EDITOR: 'github',
      KEYSTATIC_GITHUB_REPO: 'globaltekforce/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv1.0123456789abcdef',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'client-secret-for-tests',
      KEYSTATIC_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      NODE_USE_ENV_PROXY: '1',
      HTTPS_PROXY: `http://127.0.0.1:${proxyPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk
  })
  await waitUntilListening(base, () => `${stderr}\n${stdout}`)
}, TIMEOUT)

beforeEach(() => {
  githubCalls = []
})

afterAll(async () => {
  child?.kill('SIGKILL')
  proxy?.close()
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('the editor’s cookies under npm start', () => {
  it('runs the server with NODE_ENV=production', async () => {
    await expect.poll(() => stdout).toContain('"msg":"process settings"')
    const line = stdout.split('\n').find((entry) => entry.includes('"msg":"process settings"')) ?? '{}'
    expect(JSON.parse(line)).toMatchObject({ nodeEnv: 'production', contentEditor: 'github' })
  })

  it(
    'are Secure, HttpOnly where the browser needs no access, and scoped to the editor’s paths',
    async () => {
      const forwardedFor = nextAddress()
      const { response, cookies } = await startSignIn('branch/main/singleton/company', forwardedFor)
      expect(response.status).toBe(307)
      expect(cookies).toHaveLength(1)
      const signIn = attributes(cookies[0] ?? '')
      expect(signIn.has('secure')).toBe(true)
      expect(cookies[0]).toMatch(/^keystatic-gh-sign-in=/)
      expect(signIn.has('httponly')).toBe(true)
      expect(signIn.get('path')).toBe('/api/keystatic/github/oauth/callback')

      const logout = await get('/api/keystatic/github/logout', { 'x-forwarded-for': forwardedFor })
      const signOut = await get(logout.headers.get('location') ?? '', { 'x-forwarded-for': forwardedFor })
      const written = [...logout.headers.getSetCookie(), ...signOut.headers.getSetCookie()]
      const byName = (name: string) =>
        written.filter((cookie) => cookie.startsWith(`${name}=`)).map(attributes)
      expect(byName('keystatic-gh-access-token').map((cookie) => cookie.get('path'))).toContain('/keystatic')
      expect(byName('keystatic-gh-refresh-token').map((cookie) => cookie.get('path'))).toContain(
        '/api/keystatic/github',
      )
      for (const cookie of written.map(attributes)) expect(cookie.has('secure')).toBe(true)

      const page = await get('/')
      expect(page.status).toBe(200)
      expect(page.headers.getSetCookie()).toEqual([])
    },
    TIMEOUT,
  )
})

describe('GitHub’s callback', () => {
  it(
    'is refused with a forged or missing state, and only a matching one reaches GitHub',
    async () => {
      const forwardedFor = nextAddress()
      const { cookies, state } = await startSignIn('branch/main', forwardedFor)
      const cookie = (cookies[0] ?? '').split(';')[0] ?? ''
      const callback = (query: string) =>
        get(`/api/keystatic/github/oauth/callback?${query}`, { cookie, 'x-forwarded-for': forwardedFor })
      expect((await callback('code=abc123&state=forged')).status).toBe(403)
      expect((await callback('code=abc123')).status).toBe(403)
      expect(githubCalls).toEqual([])
      // GitHub is out of reach here, so the one token exchange the matching state allows fails with 502.
      expect((await callback(`code=abc123&state=${state}`)).status).toBe(502)
      expect(githubCalls).toEqual(['github.com:443'])
    },
    TIMEOUT,
  )

  it(
    'never writes the code or the state to the log',
    async () => {
      const forwardedFor = nextAddress()
      const code = 'c0de5ecret0123456789'
      const state = 'stateSecret9876543210'
      const response = await get(`/api/keystatic/github/oauth/callback?code=${code}&state=${state}`, {
        'x-forwarded-for': forwardedFor,
      })
      expect(response.status).toBe(403)
      await expect.poll(() => stdout).toContain('/api/keystatic/github/oauth/callback?code=%5Bredacted%5D')
      expect(stdout).not.toContain(code)
      expect(stdout).not.toContain(state)
    },
    TIMEOUT,
  )

  it(
    'is limited per address, so anonymous callbacks cannot spend the app’s credentials',
    async () => {
      const forwardedFor = nextAddress()
      const statuses: number[] = []
      for (let attempt = 0; attempt < 31; attempt++) {
        const response = await get('/api/keystatic/github/oauth/callback?code=abc123&state=def456', {
          'x-forwarded-for': forwardedFor,
        })
        statuses.push(response.status)
      }
      expect(statuses.slice(0, 30).every((status) => status === 403)).toBe(true)
      expect(statuses[30]).toBe(429)
      expect(githubCalls).toEqual([])
      expect((await get('/api/keystatic/github/login', { 'x-forwarded-for': nextAddress() })).status).toBe(
        307,
      )
    },
    TIMEOUT,
  )
})

describe('sign-ins started again and again', () => {
  it(
    'leave the public pages answering (no cookie pile-up past the header limit)',
    async () => {
      const forwardedFor = nextAddress()
      const jar = new Map<string, string>()
      for (let attempt = 0; attempt < 5; attempt++) {
        const { cookies } = await startSignIn(`branch/${'a'.repeat(4000)}/singleton/company`, forwardedFor)
        for (const cookie of cookies) {
          const pair = cookie.split(';')[0] ?? ''
          jar.set(pair.slice(0, pair.indexOf('=')), pair)
        }
      }
      // Every cookie a browser would now send to the home page (paths aside), all at once.
      const page = await get('/', { cookie: [...jar.values()].join('; ') })
      expect(page.status).toBe(200)
    },
    TIMEOUT,
  )
})
