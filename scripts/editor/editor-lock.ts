// Who may use the local editor: a browser tab opened from the address `npm run edit` printed, and nothing
// else that can reach 127.0.0.1. See docs/decisions/033-local-editor-lock.md.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders, ServerResponse } from 'node:http'

/** The query parameter of the printed address that carries the key, as in Jupyter's. */
export const KEY_PARAMETER = 'token'

export interface EditorLock {
  port: number
  key: string
}

export interface LockedRequest {
  method: string
  /** Path and query, as the request line gives them. */
  url: string
  headers: IncomingHttpHeaders
}

/** For the site preview: another port that answers the editor's key (docs/decisions/048-drafts-and-site-preview.md). */
export interface LockOptions {
  /** Whose cookie carries the key: the editor's, so a tab that opened the editor may open its preview. */
  cookiePort?: number
  /** Lets a link from another local port (the editor's) open a page; what it shows stays unreadable to that page. */
  openFromSite?: boolean
}

export type LockVerdict =
  | { kind: 'allowed' }
  /** The key came in the address: keep it in a cookie and load the same address without it. */
  | { kind: 'unlocked'; location: string; cookie: string }
  | { kind: 'refused'; reason: string }

/** 256 random bits per run: a page that cannot read the terminal cannot guess it. */
export function createEditorKey(): string {
  return randomBytes(32).toString('base64url')
}

export function printedAddress(lock: EditorLock): string {
  return `http://127.0.0.1:${lock.port}/keystatic?${KEY_PARAMETER}=${lock.key}`
}

/** Cookies are shared by every port of a host, so the name carries the port: two editors keep their own. */
export const cookieNameFor = (port: number) => `editor-key-${port}`

const SAME_ORIGIN_FETCHES = new Set(['same-origin', 'none'])
const READS = new Set(['GET', 'HEAD'])

/**
 * Decides from the request line and headers alone, so a refused request's body is never read.
 * The Host check stops DNS rebinding (a page whose own name now points at 127.0.0.1); the Origin and
 * Sec-Fetch-Site checks stop other sites and other local ports; the key stops everything else.
 */
export function checkEditorRequest(
  lock: EditorLock,
  request: LockedRequest,
  options: LockOptions = {},
): LockVerdict {
  const host = request.headers.host?.toLowerCase()
  if (host !== `127.0.0.1:${lock.port}` && host !== `localhost:${lock.port}`)
    return refused(`this editor answers only at 127.0.0.1:${lock.port} or localhost:${lock.port}`)
  const origin = request.headers.origin
  if (origin !== undefined ? origin !== `http://${host}` : !READS.has(request.method))
    return refused('the request comes from another site')
  const fetchSite = request.headers['sec-fetch-site']
  const openedFromSite =
    options.openFromSite === true &&
    fetchSite === 'same-site' &&
    request.method === 'GET' &&
    request.headers['sec-fetch-mode'] === 'navigate' &&
    request.headers['sec-fetch-dest'] === 'document'
  if (fetchSite !== undefined && !SAME_ORIGIN_FETCHES.has(String(fetchSite)) && !openedFromSite)
    return refused('the request comes from another site')
  const cookieName = cookieNameFor(options.cookiePort ?? lock.port)

  const url = URL.parse(request.url, `http://${host}`)
  if (url === null) return refused('the address is malformed')
  const given = url.searchParams.get(KEY_PARAMETER)
  if (given !== null) {
    if (!sameKey(given, lock.key)) return refused('the key in the address is not this run’s key')
    if (!READS.has(request.method)) return { kind: 'allowed' }
    url.searchParams.delete(KEY_PARAMETER)
    return {
      kind: 'unlocked',
      location: `${url.pathname}${url.search}`,
      // HttpOnly: no script reads it. SameSite=Strict: no other site's link or form carries it. No Secure:
      // the editor is plain http on the loopback interface, where there is no network to listen on, and
      // Safari drops Secure cookies over http even there.
      cookie: `${cookieName}=${lock.key}; Path=/; HttpOnly; SameSite=Strict`,
    }
  }
  const cookie = readCookie(request.headers.cookie, cookieName)
  if (cookie === undefined || !sameKey(cookie, lock.key)) return refused('the editor’s key is missing')
  return { kind: 'allowed' }
}

/** Compares digests, so the time taken says nothing about how much of a guess was right. */
function sameKey(given: string, key: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(key))
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

function refused(reason: string): LockVerdict {
  return { kind: 'refused', reason }
}

/** Answers an `unlocked` verdict: the same address without its key, the key now in the cookie. */
export function redirectUnlocked(
  response: ServerResponse,
  { location, cookie }: { location: string; cookie: string },
) {
  response.writeHead(303, { location, 'set-cookie': cookie, 'cache-control': 'no-store' })
  response.end()
}
