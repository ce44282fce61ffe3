import { createHash, randomBytes } from 'node:crypto'

/** __Host-: only set over HTTPS, for the whole host and no Domain, so no sibling subdomain can plant or read it. */
export const SESSION_COOKIE = '__Host-gtf-staff'
/** Scoped to the callback, so it travels only with the sign-in it binds to this browser. */
export const SIGN_IN_COOKIE = '__Secure-gtf-staff-sign-in'

/** 32 random bytes, base64url: the cookie holds this, the database only its hash. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A non-secret name for a session, to list and end it without revealing anything that opens it. */
export function newHandle(): string {
  return randomBytes(12).toString('base64url')
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const separator = part.indexOf('=')
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim()
  }
  return undefined
}

interface CookieOptions {
  path: string
  /** Seconds; 0 deletes the cookie. Without it the cookie ends with the browser session. */
  maxAge?: number
}

export function serializeCookie(name: string, value: string, { path, maxAge }: CookieOptions): string {
  return [
    `${name}=${value}`,
    `Path=${path}`,
    ...(maxAge === undefined ? [] : [`Max-Age=${maxAge}`]),
    'HttpOnly',
    'Secure',
    'SameSite=Lax',
  ].join('; ')
}
