import type { FastifyRequest } from 'fastify'
import type { StaffRole, StaffSession, StaffStore } from '../enquiries/staff-store.ts'
import { hashToken, readCookie, SESSION_COOKIE } from './session-token.ts'

/** What each role may do; the server checks it on every request, whatever the screens show. */
export type StaffPermission = 'read' | 'handle' | 'administer'

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  viewer: ['read'],
  handler: ['read', 'handle'],
  admin: ['read', 'handle', 'administer'],
}

export function hasPermission(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission)
}

export interface ActiveSession extends StaffSession {
  idHash: string
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** The session named by the request's cookie, if it exists and is within both limits; an expired one is deleted. */
export async function resolveSession(
  request: FastifyRequest,
  store: StaffStore,
  limits: { idleLimitMs: number; absoluteLimitMs: number; now: number },
): Promise<ActiveSession | null> {
  const token = readCookie(request.headers.cookie, SESSION_COOKIE)
  if (!token || !TOKEN_SHAPE.test(token)) return null
  const idHash = hashToken(token)
  const session = await store.findSession(idHash)
  if (!session) return null
  const { now } = limits
  if (now - session.lastSeenAt >= limits.idleLimitMs || now - session.createdAt >= limits.absoluteLimitMs) {
    await store.deleteSession(idHash)
    return null
  }
  await store.touchSession(idHash, now)
  return { ...session, lastSeenAt: now, idHash }
}

/**
 * Staff writes must come from the site's own pages. Browsers send Origin with every POST; without it,
 * Sec-Fetch-Site must say same-origin; a request with neither is refused, since only a browser holds the cookie.
 */
export function isForeignOrigin(request: FastifyRequest, siteOrigin: string): boolean {
  const origin = request.headers.origin
  if (typeof origin === 'string') return origin !== siteOrigin
  return request.headers['sec-fetch-site'] !== 'same-origin'
}

/** Path and nothing else under /staff, so a sign-in can never be bounced to another site. */
export function safeReturnPath(candidate: unknown): string {
  return typeof candidate === 'string' && /^\/staff(\/[A-Za-z0-9/_-]*)?$/.test(candidate)
    ? candidate
    : '/staff'
}

/** Which addresses and groups may sign in. */
export function isAllowedStaff(
  email: string,
  claims: Readonly<Record<string, unknown>>,
  access: { domains: readonly string[]; group?: { claim: string; value: string } },
): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1)
  if (access.domains.length > 0 && !access.domains.includes(domain)) return false
  if (access.group) {
    const value = claims[access.group.claim]
    const values = Array.isArray(value) ? value : [value]
    if (!values.includes(access.group.value)) return false
  }
  return access.domains.length > 0 || access.group !== undefined
}
