import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSiteFixture } from '../../tests/fixtures/site-fixture.ts'
import { createApp } from '../app.ts'
import type { GitHubEditorOptions } from './content-editor.ts'

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const EIGHT_HOURS = 8 * 60 * 60
const SIX_MONTHS = 15_811_200
const TOKENS = {
  access_token: 'ghu_accessTokenForTests0123456789abcdef',
  expires_in: EIGHT_HOURS,
  refresh_token: 'ghr_refreshTokenForTests0123456789abcdef',
  refresh_token_expires_in: SIX_MONTHS,
  scope: '',
  token_type: 'bearer',
}

interface GitHubCall {
  url: string
  method: string
  body: string
}

/** Stands in for github.com: records each call and answers with `answer`. */
function fakeGitHub() {
  const calls: GitHubCall[] = []
  let answer: (call: GitHubCall, signal?: AbortSignal | null) => Promise<Response> = async () =>
    Response.json(TOKENS)
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(input), method: init?.method ?? 'GET', body: String(init?.body ?? '') }
    calls.push(call)
    return answer(call, init?.signal)
  }) as typeof globalThis.fetch
  return {
    calls,
    fetch,
    answerWith(next: typeof answer) {
      answer = next
    },
  }
}

function setCookies(headers: Record<string, unknown>): string[] {
  const value = headers['set-cookie']
  return value === undefined ? [] : [value].flat().map(String)
}

function cookieNamed(cookies: string[], name: string): string[] {
  return cookies.filter((cookie) => cookie.startsWith(`${name}=`))
}

function attributes(cookie: string): Map<string, string> {
  const [, ...parts] = cookie.split('; ')
  return new Map(parts.map((part) => [part.split('=')[0]?.toLowerCase() ?? '', part.split('=')[1] ?? '']))
}

const cookieValue = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1, cookie.indexOf(';'))

const dirs: string[] = []
let github: ReturnType<typeof fakeGitHub>
let app: FastifyInstance
let baseOptions: GitHubEditorOptions

async function createEditorFixture(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'editor-fixture-'))
  await mkdir(join(dir, 'assets'))
  await writeFile(join(dir, 'index.html'), '<!doctype html><html><head><title>Editor</title></head></html>')
  return dir
}

async function startApp(overrides: Partial<GitHubEditorOptions> = {}) {
  return createApp({
    clientDir: dirs[0] ?? '',
    logLevel: 'silent',
    trustProxy: 1,
    githubEditor: { ...baseOptions, fetch: github.fetch, ...overrides },
  })
}

/** Signs in as far as GitHub's page: the sign-in cookie and the state GitHub would send back. */
async function startSignIn(target: FastifyInstance, from?: string) {
  const response = await target.inject({
    method: 'GET',
    url: '/api/keystatic/github/login',
    query: from === undefined ? {} : { from },
  })
  const location = new URL(String(response.headers.location))
  const [cookie = ''] = cookieNamed(setCookies(response.headers), 'keystatic-gh-sign-in')
  return { response, location, cookie, state: location.searchParams.get('state') ?? '' }
}

async function finishSignIn(
  target: FastifyInstance,
  { cookie, state, code = 'a1b2c3d4e5f6a7b8c9d0' }: { cookie?: string; state?: string; code?: string },
) {
  return target.inject({
    method: 'GET',
    url: '/api/keystatic/github/oauth/callback',
    query: { code, ...(state === undefined ? {} : { state }) },
    headers: cookie ? { cookie: cookie.split(';')[0] ?? '' } : {},
  })
}

beforeAll(async () => {
  dirs.push(await createSiteFixture(), await createEditorFixture())
  baseOptions = {
    editorDir: dirs[1] ?? '',
    repo: { owner: 'globaltekforce', name: 'website' },
    clientId: 'Iv1.0123456789abcdef',
    clientSecret: 'client-secret-for-tests',
    secret: 'a-secret-of-at-least-thirty-two-characters',
    now: () => NOW,
  }
}, 60_000)

beforeEach(async () => {
  await app?.close()
  github = fakeGitHub()
  app = await startApp()
})

afterAll(async () => {
  await app?.close()
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })))
})

describe('starting a sign-in', () => {
  it('binds a random state to this browser in a short-lived HttpOnly cookie sent only to the callback', async () => {
    const first = await startSignIn(app)
    const second = await startSignIn(app)
    expect(first.response.statusCode).toBe(307)
    expect(first.state).toMatch(/^[\w-]{43}$/)
    expect(second.state).not.toBe(first.state)
    expect(setCookies(first.response.headers)).toHaveLength(1)
    expect(cookieValue(first.cookie)).toBe(first.state)
    const cookie = attributes(first.cookie)
    expect(cookie.get('path')).toBe('/api/keystatic/github/oauth/callback')
    expect(cookie.get('max-age')).toBe('600')
    expect(cookie.has('httponly')).toBe(true)
    expect(cookie.has('secure')).toBe(true)
    expect(cookie.get('samesite')).toBe('Lax')
    expect(github.calls).toEqual([])
  })

  it('keeps the editor address to return to, and drops one that is long or not the editor’s', async () => {
    const kept = await startSignIn(app, 'branch/main/singleton/company')
    expect(decodeURIComponent(cookieValue(kept.cookie))).toBe(`${kept.state}.branch/main/singleton/company`)
    for (const from of [
      `branch/${'a'.repeat(4000)}`,
      'branch/main\r\nSet-Cookie: x=y',
      '//evil.example',
      '/',
    ]) {
      const dropped = await startSignIn(app, from)
      expect(dropped.response.statusCode).toBe(307)
      expect(cookieValue(dropped.cookie)).toBe(dropped.state)
    }
  })

  it('makes the same one cookie however many sign-ins a page starts, so the site’s headers stay small', async () => {
    const jar = new Map<string, string>()
    for (let attempt = 0; attempt < 20; attempt++) {
      const { response } = await startSignIn(app, `branch/${'a'.repeat(4000)}/singleton/company`)
      for (const cookie of setCookies(response.headers))
        jar.set(cookie.slice(0, cookie.indexOf('=')), cookieValue(cookie))
    }
    expect([...jar.keys()]).toEqual(['keystatic-gh-sign-in'])
    expect(jar.get('keystatic-gh-sign-in')?.length).toBeLessThan(300)
  })

  it('builds GitHub’s callback address from PUBLIC_ORIGIN when set, not from the request', async () => {
    await app.close()
    app = await startApp({ callbackOrigin: 'https://www.globaltekforce.com' })
    const response = await app.inject({
      method: 'GET',
      url: '/api/keystatic/github/login',
      headers: { host: 'internal:3000' },
    })
    expect(new URL(String(response.headers.location)).searchParams.get('redirect_uri')).toBe(
      'https://www.globaltekforce.com/api/keystatic/github/oauth/callback',
    )
  })
})

describe('GitHub’s callback', () => {
  it.each([
    ['a forged state', { state: 'forged-state' }],
    ['no state', { state: undefined }],
  ])('refuses %s without asking GitHub for a token', async (_, { state }) => {
    const { cookie } = await startSignIn(app)
    const response = await finishSignIn(app, { cookie, state })
    expect(response.statusCode).toBe(403)
    expect(github.calls).toEqual([])
  })

  it('refuses a state from a browser that did not start the sign-in (no cookie)', async () => {
    const { state } = await startSignIn(app)
    const response = await finishSignIn(app, { state })
    expect(response.statusCode).toBe(403)
    expect(github.calls).toEqual([])
  })

  it('exchanges the code once, then sets each token once, scoped and Secure, and clears the sign-in cookie', async () => {
    const { cookie, state } = await startSignIn(app, 'branch/main/singleton/company')
    const response = await finishSignIn(app, { cookie, state, code: 'code0123456789' })
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('/keystatic/branch/main/singleton/company')
    expect(github.calls).toHaveLength(1)
    expect(github.calls[0]?.url).toBe('https://github.com/login/oauth/access_token')
    expect(github.calls[0]?.url).not.toContain('client_secret')
    const sent = new URLSearchParams(github.calls[0]?.body)
    expect(sent.get('code')).toBe('code0123456789')
    expect(sent.get('client_secret')).toBe('client-secret-for-tests')

    const cookies = setCookies(response.headers)
    const [access, ...moreAccess] = cookieNamed(cookies, 'keystatic-gh-access-token').filter(
      (cookie) => cookieValue(cookie) !== '',
    )
    expect(moreAccess).toEqual([])
    expect(cookieValue(access ?? '')).toBe(TOKENS.access_token)
    const accessAttributes = attributes(access ?? '')
    expect(accessAttributes.get('path')).toBe('/keystatic')
    expect(accessAttributes.has('secure')).toBe(true)
    expect(accessAttributes.get('samesite')).toBe('Lax')
    expect(accessAttributes.get('max-age')).toBe(String(EIGHT_HOURS))
    // Keystatic's browser code reads this one with document.cookie (docs/decisions/034).
    expect(accessAttributes.has('httponly')).toBe(false)

    const [refresh, ...moreRefresh] = cookieNamed(cookies, 'keystatic-gh-refresh-token').filter(
      (cookie) => cookieValue(cookie) !== '',
    )
    expect(moreRefresh).toEqual([])
    expect(refresh).not.toContain(TOKENS.refresh_token)
    const refreshAttributes = attributes(refresh ?? '')
    expect(refreshAttributes.get('path')).toBe('/api/keystatic/github')
    expect(refreshAttributes.has('httponly')).toBe(true)
    expect(refreshAttributes.has('secure')).toBe(true)
    expect(refreshAttributes.get('samesite')).toBe('Strict')
    expect(refreshAttributes.get('max-age')).toBe(String(SIX_MONTHS))
    expect(Date.parse(refreshAttributes.get('expires') ?? '')).toBe(NOW + SIX_MONTHS * 1000)

    const cleared = cookieNamed(cookies, 'keystatic-gh-sign-in')
    expect(cleared).toHaveLength(1)
    expect(attributes(cleared[0] ?? '').get('max-age')).toBe('0')
    // No cookie of this sign-in is ever sent to a public page.
    for (const cookie of cookies.filter((cookie) => cookieValue(cookie) !== ''))
      expect(attributes(cookie).get('path')).not.toBe('/')
  })

  it('opens the editor’s start when the return address in the cookie is not valid percent-encoding', async () => {
    const { state } = await startSignIn(app)
    const response = await finishSignIn(app, {
      cookie: `keystatic-gh-sign-in=${state}.branch%E0%A4%A`,
      state,
    })
    expect(response.statusCode).toBe(307)
    expect(response.headers.location).toBe('/keystatic')
  })

  it('answers 502 when GitHub does not answer in time, without waiting for it', async () => {
    await app.close()
    app = await startApp({ githubTimeoutMs: 50 })
    let aborted = false
    github.answerWith(
      (_call, signal) =>
        new Promise((_resolve, reject) =>
          signal?.addEventListener('abort', () => {
            aborted = true
            reject(signal.reason)
          }),
        ),
    )
    const { cookie, state } = await startSignIn(app)
    const started = performance.now()
    const response = await finishSignIn(app, { cookie, state })
    expect(response.statusCode).toBe(502)
    expect(aborted).toBe(true)
    expect(performance.now() - started).toBeLessThan(5_000)
  })

  it('answers 401 when GitHub refuses the code', async () => {
    github.answerWith(async () => Response.json({ error: 'bad_verification_code' }))
    const { cookie, state } = await startSignIn(app)
    expect((await finishSignIn(app, { cookie, state })).statusCode).toBe(401)
  })
})

describe('refreshing and signing out', () => {
  async function signedIn() {
    const { cookie, state } = await startSignIn(app)
    const cookies = setCookies((await finishSignIn(app, { cookie, state })).headers)
    const pick = (name: string) => cookieNamed(cookies, name).find((each) => cookieValue(each) !== '') ?? ''
    return { access: pick('keystatic-gh-access-token'), refresh: pick('keystatic-gh-refresh-token') }
  }

  it('refreshes with the sealed refresh token, and refuses any other without asking GitHub', async () => {
    const { refresh } = await signedIn()
    github.calls.length = 0
    const forged = await app.inject({
      method: 'POST',
      url: '/api/keystatic/github/refresh-token',
      headers: { cookie: 'keystatic-gh-refresh-token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    })
    expect(forged.statusCode).toBe(401)
    expect(github.calls).toEqual([])
    const response = await app.inject({
      method: 'POST',
      url: '/api/keystatic/github/refresh-token',
      headers: { cookie: refresh.split(';')[0] ?? '' },
    })
    expect(response.statusCode).toBe(200)
    expect(new URLSearchParams(github.calls[0]?.body).get('refresh_token')).toBe(TOKENS.refresh_token)
    expect(cookieNamed(setCookies(response.headers), 'keystatic-gh-access-token')).toHaveLength(1)
  })

  it('logs out through the editor’s path, where the access token is sent, and ends it at GitHub', async () => {
    const { access } = await signedIn()
    github.calls.length = 0
    const logout = await app.inject({
      method: 'GET',
      url: '/api/keystatic/github/logout',
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(logout.statusCode).toBe(307)
    expect(logout.headers.location).toBe('/keystatic/sign-out')
    expect(
      attributes(cookieNamed(setCookies(logout.headers), 'keystatic-gh-refresh-token')[0] ?? '').get('path'),
    ).toBe('/api/keystatic/github')
    github.answerWith(async () => new Response(null, { status: 204 }))
    const signOut = await app.inject({
      method: 'GET',
      url: '/keystatic/sign-out',
      headers: { cookie: access.split(';')[0] ?? '', 'sec-fetch-site': 'same-origin' },
    })
    expect(signOut.statusCode).toBe(307)
    expect(signOut.headers.location).toBe('/keystatic')
    expect(github.calls).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        url: 'https://api.github.com/applications/Iv1.0123456789abcdef/token',
        body: JSON.stringify({ access_token: TOKENS.access_token }),
      }),
    ])
    const expired = cookieNamed(setCookies(signOut.headers), 'keystatic-gh-access-token')
    expect(
      expired.map((cookie) => [attributes(cookie).get('path'), attributes(cookie).get('max-age')]),
    ).toEqual([
      ['/keystatic', '0'],
      ['/', '0'],
    ])
  })
})

describe('signing out from another site', () => {
  it.each(['/api/keystatic/github/logout', '/keystatic/sign-out'])(
    '%s refuses a request another site started, and ends nothing',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: {
          'sec-fetch-site': 'cross-site',
          cookie: `keystatic-gh-access-token=${TOKENS.access_token}`,
        },
      })
      expect(response.statusCode).toBe(403)
      expect(setCookies(response.headers)).toEqual([])
      expect(github.calls).toEqual([])
    },
  )
})

describe('rate limit', () => {
  it('limits sign-in requests per address, and an anonymous callback never reaches GitHub', async () => {
    await app.close()
    app = await startApp({ rateLimit: { max: 5, timeWindowMs: 60_000 } })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/keystatic/github/oauth/callback?code=abc&state=def',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429])
    expect(github.calls).toEqual([])
    const elsewhere = await app.inject({
      method: 'GET',
      url: '/api/keystatic/github/login',
      headers: { 'x-forwarded-for': '198.51.100.9' },
    })
    expect(elsewhere.statusCode).toBe(307)
  })
})

describe('cookies left by Keystatic’s own handler', () => {
  it('are expired on every path when an editor page still receives them', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/keystatic',
      headers: { cookie: 'keystatic-gh-access-token=ghu_old; keystatic-gh-refresh-token=sealed-old' },
    })
    expect(page.statusCode).toBe(200)
    const expired = setCookies(page.headers).map((cookie) => [
      cookie.slice(0, cookie.indexOf('=')),
      attributes(cookie).get('path'),
      attributes(cookie).get('max-age'),
    ])
    expect(expired).toEqual([
      ['keystatic-gh-access-token', '/', '0'],
      ['keystatic-gh-refresh-token', '/', '0'],
    ])
    const signedIn = await app.inject({
      method: 'GET',
      url: '/keystatic',
      headers: { cookie: 'keystatic-gh-access-token=ghu_new' },
    })
    expect(setCookies(signedIn.headers)).toEqual([])
  })
})
