// Replaces Keystatic's `github/*` handler (docs/decisions/034-editor-sign-in-and-cookies.md), adding a state
// bound to the browser, a rate limit, GitHub deadlines and editor-scoped cookies.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { decodeCookieValue, expireCookie, readCookies, serializeCookie } from './editor-cookies.ts'
import {
  exchangeCode,
  GITHUB_AUTHORIZE_URL,
  type GitHubClient,
  type GitHubTokens,
  refreshTokens,
  revokeToken,
} from './github-oauth.ts'
import { sealValue, unsealValue } from './sealed-value.ts'

export const EDITOR_PATH = '/keystatic'
export const EDITOR_API_PATH = '/api/keystatic'
const GITHUB_API_PATH = `${EDITOR_API_PATH}/github`
export const CALLBACK_PATH = `${GITHUB_API_PATH}/oauth/callback`
/** Logging out ends here, on the one path that receives the access token (see ACCESS_COOKIE). */
export const SIGN_OUT_PATH = `${EDITOR_PATH}/sign-out`

/** Keystatic's browser code reads it (`document.cookie`), so not HttpOnly; its path is the editor's. */
export const ACCESS_COOKIE = 'keystatic-gh-access-token'
/** Sealed, HttpOnly, and sent only to the sign-in routes that refresh or end it. */
export const REFRESH_COOKIE = 'keystatic-gh-refresh-token'
/** The sign-in's state and where to return, sent only to the callback. */
export const SIGN_IN_COOKIE = 'keystatic-gh-sign-in'
const SIGN_IN_SECONDS = 10 * 60

/** The editor's own addresses (Keystatic's route pattern), short and in plain characters; anything else is dropped. */
const RETURN_PATH =
  /^branch\/[\w%.~-]+(\/collection\/[\w%.~-]+(|\/(create|item\/[\w%.~-]+))|\/singleton\/[\w%.~-]+)?$/
export const MAX_RETURN_PATH_LENGTH = 200

export interface SignInOptions {
  clientId: string
  clientSecret: string
  /** Seals the refresh token in its cookie. */
  secret: string
  /** The origin GitHub sends staff back to; without it, the request's own (TRUST_PROXY decides what that is). */
  callbackOrigin?: string
  rateLimit: { max: number; timeWindowMs: number }
  fetch: typeof fetch
  githubTimeoutMs: number
  now: () => number
}

export function readReturnPath(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length <= MAX_RETURN_PATH_LENGTH && RETURN_PATH.test(raw)
    ? raw
    : undefined
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

function tokenCookies(tokens: GitHubTokens, options: SignInOptions): string[] {
  const now = options.now()
  return [
    serializeCookie(ACCESS_COOKIE, encodeURIComponent(tokens.access_token), {
      path: EDITOR_PATH,
      maxAgeSeconds: tokens.expires_in,
      httpOnly: false,
      sameSite: 'Lax',
      now,
    }),
    serializeCookie(REFRESH_COOKIE, sealValue(tokens.refresh_token, options.secret), {
      path: GITHUB_API_PATH,
      maxAgeSeconds: tokens.refresh_token_expires_in,
      httpOnly: true,
      sameSite: 'Strict',
      now,
    }),
  ]
}

const expireAccess = () => expireCookie(ACCESS_COOKIE, EDITOR_PATH, { httpOnly: false, sameSite: 'Lax' })
const expireRefresh = () =>
  expireCookie(REFRESH_COOKIE, GITHUB_API_PATH, { httpOnly: true, sameSite: 'Strict' })
const expireSignIn = () => expireCookie(SIGN_IN_COOKIE, CALLBACK_PATH, { httpOnly: true, sameSite: 'Lax' })
/** Keystatic's own handler set both tokens on every path; a sign-in or sign-out removes those copies. */
export const expireSiteWideCookies = () => [
  expireCookie(ACCESS_COOKIE, '/', { httpOnly: false, sameSite: 'Lax' }),
  expireCookie(REFRESH_COOKIE, '/', { httpOnly: true, sameSite: 'Lax' }),
]

function client(options: SignInOptions): GitHubClient {
  return {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    fetch: options.fetch,
    timeoutMs: options.githubTimeoutMs,
  }
}

function callbackUrl(request: FastifyRequest, options: SignInOptions): string {
  return `${options.callbackOrigin ?? `${request.protocol}://${request.host}`}${CALLBACK_PATH}`
}

function answer(reply: FastifyReply, status: number, message: string, cookies: string[] = []) {
  for (const cookie of cookies) reply.header('Set-Cookie', cookie)
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(message)
}

function redirect(reply: FastifyReply, location: string, cookies: string[] = []) {
  for (const cookie of cookies) reply.header('Set-Cookie', cookie)
  return reply.code(307).header('Cache-Control', 'no-store').header('Location', location).send()
}

function query(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>
}

function startSignIn(request: FastifyRequest, reply: FastifyReply, options: SignInOptions) {
  const state = randomBytes(32).toString('base64url')
  const returnPath = readReturnPath(query(request).from)
  const url = new URL(GITHUB_AUTHORIZE_URL)
  url.searchParams.set('client_id', options.clientId)
  url.searchParams.set('redirect_uri', callbackUrl(request, options))
  url.searchParams.set('state', state)
  // One cookie name, overwritten by each new sign-in, so repeated sign-ins cannot pile cookies up.
  const value = returnPath ? `${state}.${encodeURIComponent(returnPath)}` : state
  return redirect(reply, url.toString(), [
    serializeCookie(SIGN_IN_COOKIE, value, {
      path: CALLBACK_PATH,
      maxAgeSeconds: SIGN_IN_SECONDS,
      httpOnly: true,
      sameSite: 'Lax',
      now: options.now(),
    }),
  ])
}

const CODE = /^[\w-]{1,256}$/

async function finishSignIn(request: FastifyRequest, reply: FastifyReply, options: SignInOptions) {
  const params = query(request)
  const [expectedState = '', encodedReturn] = (
    readCookies(request.headers.cookie).get(SIGN_IN_COOKIE) ?? ''
  ).split('.')
  const cleared = [expireSignIn()]
  // Checked first, even for GitHub's error answer: only the browser that started this sign-in may finish it.
  if (typeof params.state !== 'string' || expectedState === '' || !sameSecret(params.state, expectedState)) {
    request.log.info('editor sign-in refused: state missing or not this browser’s')
    return answer(
      reply,
      403,
      'This sign-in was not started here or has expired. Sign in again from /keystatic.',
      cleared,
    )
  }
  if (typeof params.error === 'string')
    return answer(reply, 400, 'GitHub did not sign you in. Sign in again from /keystatic.', cleared)
  if (typeof params.code !== 'string' || !CODE.test(params.code))
    return answer(reply, 400, 'The sign-in answer is incomplete. Sign in again from /keystatic.', cleared)
  const result = await exchangeCode(client(options), params.code, callbackUrl(request, options))
  if ('problem' in result) {
    request.log.warn({ problem: result.problem }, 'editor sign-in: GitHub gave no token')
    return result.problem === 'unreachable'
      ? answer(reply, 502, 'GitHub did not answer in time. Sign in again from /keystatic.', cleared)
      : answer(reply, 401, 'GitHub refused the sign-in. Sign in again from /keystatic.', cleared)
  }
  const returnPath = readReturnPath(
    encodedReturn === undefined ? undefined : decodeCookieValue(encodedReturn),
  )
  return redirect(reply, returnPath ? `${EDITOR_PATH}/${returnPath}` : EDITOR_PATH, [
    ...expireSiteWideCookies(),
    ...cleared,
    ...tokenCookies(result.tokens, options),
  ])
}

/** Only a refresh token this server sealed leads to a call to GitHub. */
async function refreshSignIn(request: FastifyRequest, options: SignInOptions): Promise<string[] | undefined> {
  const sealed = readCookies(request.headers.cookie).get(REFRESH_COOKIE)
  const refreshToken = sealed ? unsealValue(sealed, options.secret) : undefined
  if (!refreshToken) return undefined
  const result = await refreshTokens(client(options), refreshToken)
  if ('problem' in result) {
    request.log.warn({ problem: result.problem }, 'editor sign-in: GitHub did not refresh the token')
    return undefined
  }
  return tokenCookies(result.tokens, options)
}

/** GitHub's user tokens start with gh and a letter, then an underscore; anything else is not sent to GitHub. */
const ACCESS_TOKEN = /^gh[a-z]_\w{20,255}$/

// A GET sign-out started by another site is refused (Fetch Metadata); browsers sending none pass.
function startedElsewhere(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  return site !== undefined && site !== 'same-origin' && site !== 'none'
}

async function signOut(request: FastifyRequest, reply: FastifyReply, options: SignInOptions) {
  const cookie = readCookies(request.headers.cookie).get(ACCESS_COOKIE)
  const accessToken = cookie === undefined ? undefined : decodeCookieValue(cookie)
  if (accessToken && ACCESS_TOKEN.test(accessToken) && !(await revokeToken(client(options), accessToken)))
    request.log.warn('editor sign-out: GitHub did not confirm the token ended')
  return redirect(reply, EDITOR_PATH, [expireAccess(), ...expireSiteWideCookies()])
}

/** The sign-in routes, limited per address (request.ip, which TRUST_PROXY decides). */
export async function registerSignInRoutes(app: FastifyInstance, options: SignInOptions) {
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: options.rateLimit.max,
      timeWindow: options.rateLimit.timeWindowMs,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        error: 'too_many_requests',
        message: `Too many sign-in requests from this address; try again in ${Math.ceil(context.ttl / 1000)} s.`,
      }),
    })
    scope.get(`${GITHUB_API_PATH}/login`, (request, reply) => startSignIn(request, reply, options))
    scope.get(CALLBACK_PATH, (request, reply) => finishSignIn(request, reply, options))
    scope.post(`${GITHUB_API_PATH}/refresh-token`, async (request, reply) => {
      const cookies = await refreshSignIn(request, options)
      return cookies ? answer(reply, 200, '', cookies) : answer(reply, 401, 'Authorization failed')
    })
    // Keystatic sends staff here when the repository is out of reach: a fresh token may reach it, else sign in again.
    scope.get(`${GITHUB_API_PATH}/repo-not-found`, async (request, reply) => {
      const cookies = await refreshSignIn(request, options)
      return cookies
        ? redirect(reply, `${EDITOR_PATH}/repo-not-found`, cookies)
        : startSignIn(request, reply, options)
    })
    // Keystatic links "Log out" here, where the access token is not sent; the refresh token is.
    scope.get(`${GITHUB_API_PATH}/logout`, (request, reply) =>
      startedElsewhere(request)
        ? answer(reply, 403, 'Sign out from the editor.')
        : redirect(reply, SIGN_OUT_PATH, [expireRefresh()]),
    )
    scope.get(SIGN_OUT_PATH, (request, reply) =>
      startedElsewhere(request)
        ? answer(reply, 403, 'Sign out from the editor.')
        : signOut(request, reply, options),
    )
    scope.all(`${EDITOR_API_PATH}/*`, (_request, reply) => answer(reply, 404, 'Not Found'))
  })
}
