/** Keystatic in local mode: it writes content/data directly, with no account, network or build. */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { createServer as createViteServer } from 'vite'
import { z } from 'zod'
import { settingsElement } from '../../editor/settings.ts'
import keystaticConfig from '../../keystatic.config.ts'
import { findRefusedPaths, isEditablePath } from '../../server/editor/editable-paths.ts'
import { confirmationWords, createSaveCheck, createSaveConfirmation, refusalWords } from './check-save.ts'
import { editableFiles } from './editable-files.ts'
import {
  checkEditorRequest,
  createEditorKey,
  type EditorLock,
  printedAddress,
  redirectUnlocked,
} from './editor-lock.ts'
import { followSlugChangesInUpdate, recordPublishedAddresses } from './follow-slug-changes.ts'
import { type SitePreview, startSitePreview } from './preview/preview-server.ts'
import { BodyTooLargeError, declaresTooLarge, readCappedBody } from './read-capped-body.ts'

const repo = resolve(import.meta.dirname, '../..')
const contentRoot = resolve(process.env.CONTENT_ROOT ?? repo)
const port = Number(process.env.EDITOR_PORT ?? 4800)
/** Next to the editor's by default; 0, as the editor's, picks a free one. */
const previewPort = Number(process.env.PREVIEW_PORT ?? (port === 0 ? 0 : port + 1))
// Local mode has no sign-in. Any page the staff member's browser opens can reach this port, so every
// request must carry this run's key and name this address (docs/decisions/033-local-editor-lock.md).
const HOST = '127.0.0.1'

/** The largest save allowed: four 5 MB banners, base64-encoded (27 MB), or nine 3 MB logos, plus words. */
const EDITOR_BODY_LIMIT = 40 * 1024 * 1024

const TOO_LARGE = `A save may carry at most ${EDITOR_BODY_LIMIT / 1024 / 1024} MB; save fewer pictures at once.`

const UpdateSchema = z.object({
  additions: z.array(z.object({ path: z.string(), contents: z.string() })),
  deletions: z.array(z.object({ path: z.string() })),
})

/** Keystatic injects styles without a nonce, hence 'unsafe-inline'; its remote web font is refused. */
export const EDITOR_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

// An invalid file is reported, but the editor still starts: it is the way to correct it.
const gate = spawnSync(
  process.execPath,
  [resolve(repo, 'scripts/build-steps/check-content.ts'), contentRoot],
  {
    stdio: 'inherit',
  },
)
if (gate.status !== 0) console.warn('Starting the editor anyway, so these can be corrected in it.')

const vite = await createViteServer({
  configFile: false,
  root: resolve(repo, 'editor'),
  appType: 'custom',
  // Separate cache: the site's dev server may run alongside with other pre-bundled dependencies.
  cacheDir: resolve(repo, 'node_modules/.vite-editor'),
  logLevel: 'warn',
  server: { middlewareMode: true, hmr: false, ws: false },
  // Pre-bundled at start, so the first page load never triggers a reload.
  optimizeDeps: { entries: ['main.tsx'] },
})
// Vite's client would only try to open a hot-reload socket the editor does not use.
const indexHtml = await readFile(resolve(repo, 'editor/index.html'), 'utf8')
const handleApi = makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: contentRoot })

type ApiRequest = Parameters<typeof handleApi>[0]

function refuse(response: ServerResponse, status: number, reason: string) {
  // Closing the connection means an unread body is never waited for.
  response.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'close',
  })
  response.end(`${reason}\n`)
}

/** Keystatic splits its path the same way; a blob's file path is everything after the hash. */
function apiSegments(url: URL): string[] | undefined {
  try {
    return url.pathname
      .replace(/^\/api\/keystatic\/?/, '')
      .split('/')
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean)
  } catch {
    return undefined
  }
}

const checkSave = createSaveCheck(contentRoot)

async function respondFromApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const segments = apiSegments(url)
  const method = request.method ?? 'GET'
  const toKeystatic = (json: () => Promise<unknown>): ApiRequest => ({
    method,
    url: url.href,
    headers: { get: (name) => request.headers[name.toLowerCase()]?.toString() ?? null },
    json,
  })
  if (method === 'GET' && segments?.length === 1 && segments[0] === 'tree')
    return sendApiResult(response, await handleApi(toKeystatic(noBody)))
  if (method === 'GET' && segments?.[0] === 'blob') {
    if (!isEditablePath(editableFiles, segments.slice(2).join('/')))
      return refuse(response, 403, 'The editor reads only its data files and uploaded pictures.')
    return sendApiResult(response, await handleApi(toKeystatic(noBody)))
  }
  if (method !== 'POST' || segments?.length !== 1 || segments[0] !== 'update')
    return refuse(response, 404, 'Not found')
  if (request.headers['content-type'] !== 'application/json')
    return refuse(response, 415, 'A save is sent as application/json.')
  if (declaresTooLarge(request, EDITOR_BODY_LIMIT)) return refuse(response, 413, TOO_LARGE)
  let body: Buffer
  try {
    body = await readCappedBody(request, EDITOR_BODY_LIMIT)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(response, 413, TOO_LARGE)
    throw error
  }
  let update: z.infer<typeof UpdateSchema>
  try {
    update = UpdateSchema.parse(JSON.parse(body.toString('utf8')))
  } catch {
    return refuse(response, 400, 'A save lists "additions" and "deletions" of files.')
  }
  const refused = findRefusedPaths(editableFiles, update)
  if (refused.length > 0)
    return refuse(
      response,
      403,
      `The editor writes only its data files and uploaded pictures, not ${refused.join(', ')}.`,
    )
  let followed: ReturnType<typeof followSlugChangesInUpdate>
  try {
    followed = followSlugChangesInUpdate(contentRoot, update, freshAddresses)
  } catch (error) {
    if (error instanceof SyntaxError) return refuse(response, 400, 'A saved data file is not valid JSON.')
    throw error
  }
  if (followed.problems.length > 0) return refuse(response, 422, refusalWords(followed.problems))
  // The gate's words at the top of the screen, beside its own beside each field (editor/fields.ts).
  const problems = await checkSave(followed.update)
  if (problems.length > 0) return refuse(response, 422, refusalWords(problems))
  const summary = confirmationWords(followed)
  if (summary && !confirmSave.isConfirmed(followed.update)) return refuse(response, 409, summary)
  for (const move of followed.moved)
    console.log(`Changed address ${move}: references rewritten, redirect added`)
  const result = await handleApi(toKeystatic(async () => followed.update))
  if ((result.status ?? 200) === 200) {
    for (const address of followed.withdrawn) freshAddresses.delete(address)
    for (const address of recordPublishedAddresses(contentRoot, followed.addresses, followed.withdrawn))
      freshAddresses.add(address)
  }
  sendApiResult(response, result)
}

/** Addresses this run recorded as published: changing one back again is an undo, not a move. */
const freshAddresses = new Set<string>()
const confirmSave = createSaveConfirmation()

const noBody = async (): Promise<unknown> => {
  throw new Error('this request has no body')
}

function sendApiResult(response: ServerResponse, result: Awaited<ReturnType<typeof handleApi>>) {
  response.writeHead(result.status ?? 200, {
    ...(result.headers as Record<string, string> | undefined),
    'cache-control': 'no-store',
  })
  response.end(result.body ?? undefined)
}

/** Every request, the page, Vite's modules and the API alike, passes the lock before anything else. */
function respond(lock: EditorLock, request: IncomingMessage, response: ServerResponse) {
  const verdict = checkEditorRequest(lock, {
    method: request.method ?? 'GET',
    url: request.url ?? '/',
    headers: request.headers,
  })
  if (verdict.kind === 'refused')
    return refuse(
      response,
      403,
      `Refused: ${verdict.reason}. Open the editor with the address \`npm run edit\` printed, which ends in ?token=….`,
    )
  if (verdict.kind === 'unlocked') return redirectUnlocked(response, verdict)
  const url = new URL(request.url ?? '/', `http://${HOST}`)
  const fail = (error: unknown) => {
    console.error(error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  }
  if (url.pathname.startsWith('/api/keystatic/')) {
    respondFromApi(request, response, url).catch(fail)
  } else if (request.method !== 'GET' && request.method !== 'HEAD') {
    refuse(response, 405, 'The editor’s pages are only read.')
  } else if (url.pathname === '/') {
    response.writeHead(302, { location: '/keystatic' }).end()
  } else if (url.pathname === '/keystatic' || url.pathname.startsWith('/keystatic/')) {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': EDITOR_CONTENT_SECURITY_POLICY,
      'cache-control': 'no-store',
    })
    response.end(editorPage)
  } else {
    vite.middlewares(request, response, () => response.writeHead(404).end('Not found'))
  }
}

const key = createEditorKey()
const server = createServer((request, response) => respond({ port: editorPort(), key }, request, response))
const editorPort = () => (server.address() as AddressInfo).port
let editorPage = indexHtml
let preview: SitePreview | undefined

server.listen(port, HOST, async () => {
  preview = await startSitePreview({
    repo,
    contentRoot,
    editorLock: { port: editorPort(), key },
    port: previewPort,
  })
  const previewOrigin = `http://${HOST}:${preview.port}`
  // The editor's screens link to their page in the preview (editor/preview-links.ts).
  editorPage = indexHtml.replace(
    '</head>',
    `${settingsElement({ storage: 'local', preview: previewOrigin })}</head>`,
  )
  console.log(
    `Content editor: ${printedAddress({ port: editorPort(), key })} (editing ${contentRoot}/content/data)`,
  )
  console.log(`Site preview: ${previewOrigin}/ (your saved content, drafts marked; open the editor first)`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close()
    void Promise.all([vite.close(), preview?.close()]).then(() => process.exit(0))
  })
