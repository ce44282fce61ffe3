import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { EnquiryRepo } from './enquiries/enquiry-repo.ts'
import { type AbuseCounters, type ContactRouteOptions, registerContactRoutes } from './routes/contact.ts'
import { DEFAULT_SECURITY_HEADERS, registerSecurityHeaders } from './security-headers.ts'
import { registerSiteRoutes } from './site-routes.ts'

export type EnquiryOptions = Omit<ContactRouteOptions, 'abuse'> & { repo: EnquiryRepo }

export interface AppOptions {
  /** The built site: build/client. */
  clientDir: string
  logLevel?: string
  /** The enquiry API and its storage; without it the process serves only the site. */
  enquiries?: EnquiryOptions
}

/** Wires the production process: health check, security headers and the prerendered site. */
export async function createApp({
  clientDir,
  logLevel = 'info',
  enquiries,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // Behind a proxy the client address comes from X-Forwarded-For; harmless when there is none.
    trustProxy: true,
    return503OnClosing: true,
    // Requests Fastify cannot route (a malformed URL, say) skip the hooks, so this answer sets the
    // security headers itself.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.code(400).headers(DEFAULT_SECURITY_HEADERS).send({ error: 'bad_request', message: error.message })
    },
  })

  registerSecurityHeaders(app)
  const abuse: AbuseCounters = { honeypot: 0, tooFast: 0 }
  app.get('/healthz', async (_request, reply) => {
    if (!enquiries) return { status: 'ok' }
    try {
      const pending = await enquiries.repo.countPendingNotifications()
      return { status: 'ok', database: enquiries.repo.kind, notifications: { pending }, discarded: abuse }
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unavailable')
      return reply.code(503).send({ status: 'error', database: 'unavailable' })
    }
  })
  if (enquiries) await registerContactRoutes(app, { ...enquiries, abuse })
  await registerSiteRoutes(app, clientDir)
  return app
}
