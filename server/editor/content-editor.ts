// The content editor in GitHub mode: staff sign in with GitHub and save as commits. It is mounted only when
// configured; see docs/decisions/031-content-editor.md, 034-editor-sign-in-and-cookies.md and docs/editing.md.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type EditorSettings, settingsElement } from '../../editor/settings.ts'
import { CSP_HEADER } from '../http/security-headers.ts'
import { DEFAULT_GITHUB_TIMEOUT_MS } from './github-oauth.ts'
import {
  ACCESS_COOKIE,
  EDITOR_API_PATH,
  EDITOR_PATH,
  expireSiteWideCookies,
  REFRESH_COOKIE,
  registerSignInRoutes,
} from './github-sign-in.ts'

export { EDITOR_PATH } from './github-sign-in.ts'

const ASSETS_PREFIX = `${EDITOR_PATH}/assets/`

/** Generous for a few staff behind one address, small against anyone trying codes or refresh tokens. */
export const DEFAULT_SIGN_IN_RATE_LIMIT = { max: 30, timeWindowMs: 10 * 60_000 }

export interface GitHubEditorOptions {
  /** Built by scripts/build-steps/build-editor.ts. */
  editorDir: string
  repo: { owner: string; name: string }
  clientId: string
  clientSecret: string
  /** Seals the GitHub refresh token in its cookie; at least 32 characters. */
  secret: string
  /** EDITOR_ORIGIN: served on this host only, so no public page shares its origin or cookies. */
  editorOrigin?: string
  /** PUBLIC_ORIGIN: where GitHub sends staff back after signing in when the editor has no origin of its own. */
  callbackOrigin?: string
  /** Sign-in requests per address and window. */
  rateLimit?: { max: number; timeWindowMs: number }
  /** How long one call to GitHub may take. */
  githubTimeoutMs?: number
  /** Tests stand in for GitHub here. */
  fetch?: typeof fetch
  now?: () => number
}

/**
 * Keystatic injects its styles at run time without a nonce, hence 'unsafe-inline' for styles on these
 * pages only. In GitHub mode the editor reads and commits through GitHub's API from the browser and shows
 * avatars from GitHub; nothing else leaves the origin, and its remote web font is refused.
 */
export const GITHUB_EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https://avatars.githubusercontent.com",
  "font-src 'self'",
  "connect-src 'self' https://api.github.com",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

const EDITOR_PAGE_HEADERS = {
  [CSP_HEADER]: GITHUB_EDITOR_CONTENT_SECURITY_POLICY,
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}

async function editorPage(editorDir: string, settings: EditorSettings): Promise<string> {
  const html = await readFile(join(editorDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No ${join(editorDir, 'index.html')}: run \`npm run build\`, which builds the editor too`)
  })
  return html.replace('</head>', `${settingsElement(settings)}</head>`)
}

/** Keystatic's handler wrote the tokens for every path; the editor's pages are where such a copy still shows. */
function carriesSiteWideTokens(cookieHeader: string | undefined): boolean {
  const names = (cookieHeader ?? '').split(';').map((pair) => pair.split('=')[0]?.trim())
  return names.includes(REFRESH_COOKIE) || names.filter((name) => name === ACCESS_COOKIE).length > 1
}

function isEditorPath(path: string): boolean {
  return path === EDITOR_PATH || path.startsWith(`${EDITOR_PATH}/`) || path.startsWith(`${EDITOR_API_PATH}/`)
}

/** Probes answer on every host; the load balancer may check either. */
const EVERY_HOST_PATHS = new Set(['/livez', '/healthz'])

/** The editor's host serves the editor only; every other host serves the site only. */
function keepEditorOnItsHost(app: FastifyInstance, editorOrigin: string) {
  const editorHost = new URL(editorOrigin).host
  app.addHook('onRequest', async (request, reply) => {
    // The route that matched, not the raw address, so an encoded spelling of an editor path is caught too.
    const path = request.routeOptions.url ?? request.url.split('?')[0] ?? ''
    const onEditorHost = request.host.toLowerCase() === editorHost
    if (onEditorHost === isEditorPath(path) || EVERY_HOST_PATHS.has(path)) return
    if (!onEditorHost) return reply.callNotFound()
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('Not Found')
  })
}

export async function registerGitHubEditor(app: FastifyInstance, options: GitHubEditorOptions) {
  if (options.editorOrigin) keepEditorOnItsHost(app, options.editorOrigin)
  const settings: EditorSettings = { storage: 'github', repo: options.repo }
  const page = await editorPage(options.editorDir, settings)

  await app.register(fastifyStatic, {
    root: join(options.editorDir, 'assets'),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    if (carriesSiteWideTokens(request.headers.cookie))
      for (const cookie of expireSiteWideCookies()) reply.header('Set-Cookie', cookie)
    return reply.type('text/html; charset=utf-8').headers(EDITOR_PAGE_HEADERS).send(page)
  }
  app.get(EDITOR_PATH, sendPage)
  app.get(`${EDITOR_PATH}/*`, sendPage)

  await registerSignInRoutes(app, {
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    secret: options.secret,
    callbackOrigin: options.editorOrigin ?? options.callbackOrigin,
    rateLimit: options.rateLimit ?? DEFAULT_SIGN_IN_RATE_LIMIT,
    fetch: options.fetch ?? fetch,
    githubTimeoutMs: options.githubTimeoutMs ?? DEFAULT_GITHUB_TIMEOUT_MS,
    now: options.now ?? Date.now,
  })
}
