// The content editor in GitHub mode: staff sign in with GitHub and save as commits. It is mounted only when
// configured; see docs/decisions/031-content-editor.md and docs/editing.md.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { type EditorSettings, settingsElement } from '../../editor/settings.ts'
import { CSP_HEADER } from '../http/security-headers.ts'

export const EDITOR_PATH = '/keystatic'
export const EDITOR_API_PATH = '/api/keystatic'
const ASSETS_PREFIX = `${EDITOR_PATH}/assets/`

export interface GitHubEditorOptions {
  /** Built by scripts/build-editor.ts. */
  editorDir: string
  repo: { owner: string; name: string }
  clientId: string
  clientSecret: string
  /** Encrypts the GitHub refresh token in its cookie; at least 32 characters. */
  secret: string
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

type ApiHandler = (request: {
  method: string
  url: string
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
}) => Promise<{ status?: number; headers?: [string, string][] | Record<string, string>; body?: unknown }>

async function editorPage(editorDir: string, settings: EditorSettings): Promise<string> {
  const html = await readFile(join(editorDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No ${join(editorDir, 'index.html')}: run \`npm run build\`, which builds the editor too`)
  })
  return html.replace('</head>', `${settingsElement(settings)}</head>`)
}

/** Keystatic's routes take a web-style request; the URL carries the public origin for GitHub's callback. */
function toApiRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: `${request.protocol}://${request.host}${request.url}`,
    headers: { get: (name: string) => request.headers[name.toLowerCase()]?.toString() ?? null },
    json: async () => request.body,
  }
}

async function sendApiResult(reply: FastifyReply, result: Awaited<ReturnType<ApiHandler>>) {
  reply.code(result.status ?? 200)
  const headers = Array.isArray(result.headers) ? result.headers : Object.entries(result.headers ?? {})
  for (const [name, value] of headers) {
    // Several Set-Cookie headers must stay several.
    const existing = reply.getHeader(name)
    reply.header(name, existing === undefined ? value : [existing, value].flat().map(String))
  }
  reply.header('Cache-Control', 'no-store')
  return reply.send(result.body ?? '')
}

export async function registerGitHubEditor(app: FastifyInstance, options: GitHubEditorOptions) {
  const [{ makeGenericAPIRouteHandler }, { default: keystaticConfig }] = await Promise.all([
    import('@keystatic/core/api/generic'),
    import('../../keystatic.config.ts'),
  ])
  const settings: EditorSettings = { storage: 'github', repo: options.repo }
  const page = await editorPage(options.editorDir, settings)
  const handleApi = makeGenericAPIRouteHandler({
    config: { ...keystaticConfig, storage: { kind: 'github', repo: options.repo } },
    clientId: options.clientId,
    clientSecret: options.clientSecret,
    secret: options.secret,
  }) as ApiHandler

  await app.register(fastifyStatic, {
    root: join(options.editorDir, 'assets'),
    prefix: ASSETS_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  })

  const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
    reply.type('text/html; charset=utf-8').headers(EDITOR_PAGE_HEADERS).send(page)
  app.get(EDITOR_PATH, sendPage)
  app.get(`${EDITOR_PATH}/*`, sendPage)

  app.all(`${EDITOR_API_PATH}/*`, async (request, reply) =>
    sendApiResult(reply, await handleApi(toApiRequest(request))),
  )
}
