/** Keystatic in local mode: it writes content/data directly, with no account, network or build. */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic'
import { createServer as createViteServer } from 'vite'
import keystaticConfig from '../keystatic.config.ts'
import {
  followSlugChangesInUpdate,
  type KeystaticUpdate,
  recordPublishedAddresses,
} from './content/follow-slug-changes.ts'

const repo = resolve(import.meta.dirname, '..')
const contentRoot = resolve(process.env.CONTENT_ROOT ?? repo)
const port = Number(process.env.EDITOR_PORT ?? 4800)
// Local mode has no sign-in: anyone who can reach the port can rewrite the content.
const HOST = '127.0.0.1'

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
const gate = spawnSync(process.execPath, [resolve(repo, 'scripts/check-content.ts'), contentRoot], {
  stdio: 'inherit',
})
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

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

async function respondFromApi(request: IncomingMessage, response: ServerResponse, url: URL) {
  const body = await readBody(request)
  let json = async (): Promise<unknown> => JSON.parse(body)
  let published: string[] = []
  if (request.method === 'POST' && url.pathname === '/api/keystatic/update') {
    const followed = followSlugChangesInUpdate(contentRoot, JSON.parse(body) as KeystaticUpdate)
    for (const move of followed.moved)
      console.log(`Changed address ${move}: references rewritten, redirect added`)
    json = async () => followed.update
    published = followed.addresses
  }
  const result = await handleApi({
    method: request.method ?? 'GET',
    url: url.href,
    headers: { get: (name) => request.headers[name.toLowerCase()]?.toString() ?? null },
    json,
  })
  if ((result.status ?? 200) === 200) recordPublishedAddresses(contentRoot, published)
  response.writeHead(result.status ?? 200, result.headers as Record<string, string> | undefined)
  response.end(result.body ?? undefined)
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${HOST}`)
  const fail = (error: unknown) => {
    console.error(error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  }
  if (url.pathname.startsWith('/api/keystatic/')) {
    respondFromApi(request, response, url).catch(fail)
  } else if (url.pathname === '/') {
    response.writeHead(302, { location: '/keystatic' }).end()
  } else if (url.pathname === '/keystatic' || url.pathname.startsWith('/keystatic/')) {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': EDITOR_CONTENT_SECURITY_POLICY,
      'cache-control': 'no-store',
    })
    response.end(indexHtml)
  } else {
    vite.middlewares(request, response, () => response.writeHead(404).end('Not found'))
  }
})

server.listen(port, HOST, () => {
  const { port: actual } = server.address() as AddressInfo
  console.log(`Content editor: http://${HOST}:${actual}/keystatic (editing ${contentRoot}/content/data)`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    server.close()
    void vite.close().then(() => process.exit(0))
  })
