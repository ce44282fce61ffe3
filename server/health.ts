import type { FastifyInstance } from 'fastify'
import type { EnquiryRepo } from './enquiries/enquiry-repo.ts'
import type { AbuseCounters } from './routes/contact.ts'

/** A notification waiting longer than this means mail is not leaving: someone should look. */
export const DEFAULT_STALE_NOTIFICATION_MS = 15 * 60_000

/** Monitoring alerts on /healthz; a load balancer should use /livez, which only says the process answers. */
export function registerNotificationHealth(
  app: FastifyInstance,
  {
    repo,
    abuse,
    staleAfterMs = DEFAULT_STALE_NOTIFICATION_MS,
    now = () => new Date(),
  }: { repo: EnquiryRepo; abuse: AbuseCounters; staleAfterMs?: number; now?: () => Date },
): void {
  app.get('/healthz', async (_request, reply) => {
    let health: Awaited<ReturnType<EnquiryRepo['notificationHealth']>>
    try {
      health = await repo.notificationHealth()
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable')
      return reply
        .code(503)
        .send({ status: 'error', database: 'unavailable', reasons: ['database unavailable'] })
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
    const body = {
      status: reasons.length > 0 ? 'error' : 'ok',
      database: repo.kind,
      notifications: health,
      discarded: abuse,
      ...(reasons.length > 0 ? { reasons } : {}),
    }
    return reply.code(reasons.length > 0 ? 503 : 200).send(body)
  })
}
