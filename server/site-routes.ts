import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { THANK_YOU_PATH } from '#content/paths.ts'
import type { Redirect } from '#content/redirects-schema.ts'
import { isEnquiryReference, REFERENCE_ELEMENT_ID, REFERENCE_QUERY } from '#contract/enquiry-reference.ts'
import { referenceLineFor } from './enquiries/reference-line.ts'
import { CSP_HEADER, readPagePolicies } from './http/security-headers.ts'
import { readSiteFiles } from './site-files.ts'
import { escapeHtml } from './staff/staff-html.ts'

export const NOT_FOUND_FILE = '404.html'

const HASHED_ASSET = /^\/assets\//
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Revalidated on every use (ETag / Last-Modified). */
const REVALIDATE = 'no-cache'

export async function registerSiteRoutes(
  app: FastifyInstance,
  clientDir: string,
  redirects: readonly Redirect[] = [],
): Promise<void> {
  const site = await readSiteFiles(clientDir)
  const policies = await readPagePolicies(clientDir)
  const policyFor = (file: string): string => {
    const policy = policies.get(file)
    if (policy === undefined) throw new Error(`${file} has no Content-Security-Policy: rebuild the site`)
    return policy
  }
  // Checked now, so a stale manifest stops the server at start rather than failing a visitor later.
  for (const file of [NOT_FOUND_FILE, ...[...site.pages].map(pageFile)]) policyFor(file)
  const redirectTargets = mapRedirects(redirects, site.pages)

  await app.register(fastifyStatic, {
    root: clientDir,
    serve: false,
    preCompressed: true,
    index: false,
    // The plugin adds "Vary: Accept-Encoding" itself.
    setHeaders(reply, filePath) {
      const urlPath = filePath.slice(clientDir.length).split('\\').join('/')
      reply.header('Cache-Control', HASHED_ASSET.test(urlPath) ? IMMUTABLE : REVALIDATE)
    },
  })

  const sendNotFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .header('Cache-Control', REVALIDATE)
      .header(CSP_HEADER, policyFor(NOT_FOUND_FILE))
      .type('text/html; charset=utf-8')
      .sendFile(NOT_FOUND_FILE)

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'not_found' })
    }
    return sendNotFound(reply)
  })

  const handler = async (request: { url: string }, reply: FastifyReply) => {
    const { rawPath, search } = splitUrl(request.url)
    // One URL per page; the query string is kept.
    if (rawPath.length > 1 && /[/\\]$/.test(rawPath))
      return reply.redirect(withoutTrailingSlash(rawPath) + search, 301)
    const pathname = decodePath(rawPath)
    if (pathname === null) return sendNotFound(reply)
    if (site.pages.has(pathname)) {
      const file = pageFile(pathname)
      const reference = pathname === THANK_YOU_PATH ? referenceIn(search) : null
      if (reference !== null)
        return reply
          .header(CSP_HEADER, policyFor(file))
          .header('Cache-Control', 'private, no-store')
          .type('text/html; charset=utf-8')
          .send(withReference(await readFile(join(clientDir, file), 'utf8'), reference))
      return reply.header(CSP_HEADER, policyFor(file)).type('text/html; charset=utf-8').sendFile(file)
    }
    if (site.files.has(pathname) && pathname !== `/${NOT_FOUND_FILE}`)
      return reply.sendFile(pathname.slice(1))
    const target = redirectTargets.get(pathname)
    if (target !== undefined) return reply.redirect(target + search, 301)
    return sendNotFound(reply)
  }

  app.get('/', handler)
  app.get('/*', handler)
}

/** The ?ref= value when it is a well-formed reference; anything else shows the page as built. */
function referenceIn(search: string): string | null {
  const reference = new URLSearchParams(search).get(REFERENCE_QUERY)
  return isEnquiryReference(reference) ? reference : null
}

const REFERENCE_ELEMENT = new RegExp(`(<p id="${REFERENCE_ELEMENT_ID}"[^>]*>)(</p>)`)

/** Visitors without JavaScript see their reference too; text only, so the page's script hashes still hold. */
function withReference(page: string, reference: string): string {
  const line = referenceLineFor(reference)
  return page.replace(
    REFERENCE_ELEMENT,
    (_match, open: string, close: string) => open + escapeHtml(line) + close,
  )
}

/** Checked against the build, so a mismatch stops the server at start rather than sending visitors to a missing page. */
function mapRedirects(redirects: readonly Redirect[], pages: ReadonlySet<string>): Map<string, string> {
  for (const { from, to } of redirects) {
    if (pages.has(from))
      throw new Error(`A redirect from "${from}" would hide a built page: rebuild the site`)
    if (!pages.has(to))
      throw new Error(`A redirect from "${from}" names "${to}", which was not built: rebuild the site`)
  }
  return new Map(redirects.map(({ from, to }) => [from, to]))
}

/** The prerendered file of a page path: "/" -> "index.html", "/about" -> "about/index.html". */
function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`
}

/** The path stays percent-encoded. */
function splitUrl(url: string): { rawPath: string; search: string } {
  const queryStart = url.indexOf('?')
  return queryStart === -1
    ? { rawPath: url, search: '' }
    : { rawPath: url.slice(0, queryStart), search: url.slice(queryStart) }
}

/** Reserved characters stay encoded, so "/services%2Fsap" is not a second address for "/services/sap". */
function decodePath(rawPath: string): string | null {
  try {
    return decodeURI(rawPath)
  } catch {
    return null
  }
}

/** Leading slashes and backslashes collapse to one "/", so a redirect never points at another host. */
function withoutTrailingSlash(rawPath: string): string {
  return rawPath.replace(/^[/\\]+/, '/').replace(/[/\\]+$/, '') || '/'
}
