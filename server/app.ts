import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import { registerSecurityHeaders, SECURITY_HEADERS } from './security-headers.ts'
import { registerSiteRoutes } from './site-routes.ts'

export interface AppOptions {
  /** The built site: build/client. */
  clientDir: string
  logLevel?: string
}

/** Wires the production process: health check, security headers and the prerendered site. */
export async function createApp({ clientDir, logLevel = 'info' }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: logLevel },
    // Behind a proxy the client address comes from X-Forwarded-For; harmless when there is none.
    trustProxy: true,
    return503OnClosing: true,
    // Requests Fastify cannot route (a malformed URL, say) skip the hooks, so this answer sets the
    // security headers itself.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply.code(400).headers(SECURITY_HEADERS).send({ error: 'bad_request', message: error.message })
    },
  })

  registerSecurityHeaders(app)
  app.get('/healthz', async () => ({ status: 'ok' }))
  await registerSiteRoutes(app, clientDir)
  return app
}
