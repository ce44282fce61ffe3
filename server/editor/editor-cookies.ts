// The editor's cookies, written by this server rather than by Keystatic's handler, so each one is Secure,
// scoped to the paths that need it and written once, whatever NODE_ENV says (docs/decisions/034).

export interface CookieOptions {
  path: string
  /** Seconds; 0 deletes the cookie. */
  maxAgeSeconds: number
  httpOnly: boolean
  sameSite: 'Strict' | 'Lax'
  now: number
}

/** Values written here are base64url or percent-encoded (encodeURIComponent), so they need no quoting. */
const COOKIE_VALUE = /^[\w%.~!*'()-]*$/

export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_VALUE.test(value)) throw new Error(`cookie ${name}: value needs encoding`)
  const expires = new Date(options.now + options.maxAgeSeconds * 1000).toUTCString()
  return [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    `Expires=${expires}`,
    ...(options.httpOnly ? ['HttpOnly'] : []),
    // Browsers keep Secure cookies set over http://localhost and 127.0.0.1 too, so this holds everywhere.
    'Secure',
    `SameSite=${options.sameSite}`,
  ].join('; ')
}

export function expireCookie(
  name: string,
  path: string,
  options: Pick<CookieOptions, 'httpOnly' | 'sameSite'>,
) {
  return serializeCookie(name, '', { ...options, path, maxAgeSeconds: 0, now: 0 })
}

/** The first value of each name wins, as in browsers' own order: the most specific path comes first. */
export function readCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of (header ?? '').split(';')) {
    const separator = pair.indexOf('=')
    if (separator < 1) continue
    const name = pair.slice(0, separator).trim()
    if (!cookies.has(name)) cookies.set(name, pair.slice(separator + 1).trim())
  }
  return cookies
}

/** A cookie is the browser's to write: undefined when it is not valid percent-encoding. */
export function decodeCookieValue(value: string): string | undefined {
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}
