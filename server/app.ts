import Fastify, { type FastifyInstance } from 'fastify'
import { registerSecurityHeaders } from './security-headers.ts'
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
  })

  registerSecurityHeaders(app)
  app.get('/healthz', async () => ({ status: 'ok' }))
  await registerSiteRoutes(app, clientDir)
  return app
}
