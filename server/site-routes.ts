import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { readSiteFiles } from './site-files.ts'

/** The prerendered not-found page, written by scripts/finish-build.ts. */
export const NOT_FOUND_FILE = '404.html'

const HASHED_ASSET = /^\/assets\//
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages, data files and unhashed files are revalidated on every use (ETag / Last-Modified). */
const REVALIDATE = 'no-cache'

/** Serves the prerendered site: pages by clean URL, files as built, brotli or gzip when accepted. */
export async function registerSiteRoutes(app: FastifyInstance, clientDir: string): Promise<void> {
  const site = await readSiteFiles(clientDir)

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    index: false,
    // The plugin adds "Vary: Accept-Encoding" itself because it picks the .br or .gz copy.
    setHeaders(reply, filePath) {
      const urlPath = filePath.slice(clientDir.length).split('\\').join('/')
      reply.header('Cache-Control', HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE)
    },
  })

  const sendNotFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .sendFile(NOT_FOUND_FILE)

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'not_found' })
    }
    return sendNotFound(reply)
  })

  const handler = async (request: { url: string }, reply: FastifyReply) => {
    const pathname = safePathname(request.url)
    if (pathname === null) return sendNotFound(reply)
    // One URL per page: "/about/" redirects to "/about", keeping the query string.
    if (pathname.length > 1 && pathname.endsWith('/'))
      return reply.redirect(withoutTrailingSlash(request.url), 301)
    if (site.pages.has(pathname)) {
      return reply
        .type('text/html; charset=utf-8')
        .sendFile(pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`)
    }
    if (site.files.has(pathname) && pathname !== `/${NOT_FOUND_FILE}`)
      return reply.sendFile(pathname.slice(1))
    return sendNotFound(reply)
  }

  app.get('/', handler)
  app.get('/*', handler)
}

/** The decoded path of a request URL, or null when it cannot be decoded. */
function safePathname(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url, 'http://site.invalid').pathname)
  } catch {
    return null
  }
}

/** The same URL without trailing slashes; leading slashes collapse so "//host/" never leaves the site. */
function withoutTrailingSlash(url: string): string {
  const queryStart = url.indexOf('?')
  const rawPath = queryStart === -1 ? url : url.slice(0, queryStart)
  const search = queryStart === -1 ? '' : url.slice(queryStart)
  const path = rawPath.replace(/^\/+/, '/').replace(/\/+$/, '')
  return (path || '/') + search
}
