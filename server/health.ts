import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EnquiryRepo } from './enquiries/enquiry-repo.ts'
import type { AbuseCounters } from './routes/contact.ts'

/** A notification waiting longer than this means mail is not leaving: someone should look. */
export const DEFAULT_STALE_NOTIFICATION_MS = 15 * 60_000

// Public: only whether to alert. The counts (backlog, discarded bots and why) would tell bots which tricks
// are caught, so they need the staff token.
export type PublicHealth = { status: 'ok' | 'error' }

/** Constant-time, and the same time for a token of any length: both sides are hashed first. */
export function isStaffToken(request: FastifyRequest, staffToken: string | undefined): boolean {
  if (!staffToken) return false
  const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1]
  if (!given) return false
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(given), digest(staffToken))
}

/** Monitoring alerts on /healthz; a load balancer should use /livez, which only says the process answers. */
export function registerNotificationHealth(
  app: FastifyInstance,
  {
    repo,
    abuse,
    staleAfterMs = DEFAULT_STALE_NOTIFICATION_MS,
    now = () => new Date(),
    staffToken,
  }: {
    repo: EnquiryRepo
    abuse: AbuseCounters
    staleAfterMs?: number
    now?: () => Date
    /** HEALTH_TOKEN: a request with `Authorization: Bearer` and this token also gets the detail. */
    staffToken?: string
  },
): void {
  app.get('/healthz', async (request, reply) => {
    // A wrong token gets the public answer, so the endpoint does not say whether a token is set.
    const staff = isStaffToken(request, staffToken)
    let health: Awaited<ReturnType<EnquiryRepo['notificationHealth']>>
    try {
      health = await repo.notificationHealth()
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable')
      const status: PublicHealth = { status: 'error' }
      return reply
        .code(503)
        .send(staff ? { ...status, database: 'unavailable', reasons: ['database unavailable'] } : status)
    }
    const reasons: string[] = []
    if (health.failed > 0) {
      reasons.push(
        `${health.failed} ${health.failed === 1 ? 'notification' : 'notifications'} failed: see \`npm run enquiries -- notifications\``,
      )
    }
    const waitedMs = health.oldestPendingAt ? now().getTime() - Date.parse(health.oldestPendingAt) : 0
    if (waitedMs > staleAfterMs) {
      reasons.push(`a notification has waited ${Math.round(waitedMs / 60_000)} minutes unsent`)
    }
    const status: PublicHealth = { status: reasons.length > 0 ? 'error' : 'ok' }
    const body = staff
      ? {
          ...status,
          database: repo.kind,
          notifications: health,
          discarded: abuse,
          ...(reasons.length > 0 ? { reasons } : {}),
        }
      : status
    return reply.code(reasons.length > 0 ? 503 : 200).send(body)
  })
}
