import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify'
import type { Redirect } from '#content/redirects-schema.ts'
import { type GitHubEditorOptions, registerGitHubEditor } from './editor/content-editor.ts'
import type { EnquiryRepo } from './enquiries/enquiry-repo.ts'
import { registerNotificationHealth } from './health.ts'
import { DEFAULT_LINGERING_CLOSE, registerLingeringClose } from './http/lingering-close.ts'
import { DEFAULT_SECURITY_HEADERS, registerSecurityHeaders } from './http/security-headers.ts'
import {
  DEFAULT_SLOW_BODY_GUARD,
  registerSlowBodyGuard,
  type SlowBodyGuardOptions,
} from './http/slow-body-guard.ts'
import { type TrustProxy, toFastifyTrustProxy } from './http/trust-proxy.ts'
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from './http/upload-limiter.ts'
import { type LogFormat, PRETTY_OPTIONS, SiteLogController, serializeRequest } from './logging.ts'
import { type AbuseCounters, type ContactRouteOptions, registerContactRoutes } from './routes/contact.ts'
import { loadProblemPages } from './routes/problem-page.ts'
import { registerSiteRoutes } from './site-routes.ts'
import { registerStaffInbox } from './staff/register-staff-inbox.ts'
import type { StaffSignInOptions } from './staff/staff-options.ts'

export type EnquiryOptions = Omit<ContactRouteOptions, 'abuse' | 'problemPages' | 'uploads'> & {
  repo: EnquiryRepo
  /** Large bodies read at once by this process; more are told to retry (503). */
  maxConcurrentUploads?: number
  /** Of those, from one client address; more are told to retry (429). */
  maxUploadsPerAddress?: number
  /** The slowest pace an upload may keep (http/upload-limiter.ts). */
  uploadPace?: Pick<UploadLimits, 'minBytesPerSecond' | 'graceMs' | 'every'>
  /** Makes /healthz fail when a notification is pending longer than this. */
  staleNotificationMs?: number
  /** HEALTH_TOKEN: shows staff the counts behind /healthz. */
  healthToken?: string
}

export interface AppOptions {
  clientDir: string
  logLevel?: string
  logFormat?: LogFormat
  /** Off by default (http/trust-proxy.ts). */
  trustProxy?: TrustProxy
  slowBodyGuard?: SlowBodyGuardOptions
  /** Without it the process serves only the site. */
  enquiries?: EnquiryOptions
  redirects?: readonly Redirect[]
  /** The content editor in GitHub mode; nothing of it is mounted without this. */
  githubEditor?: GitHubEditorOptions
  /** The staff inbox at /staff (needs `enquiries`); without it /staff and /api/staff/* answer 404. */
  staffSignIn?: StaffSignInOptions
}

/** A 10 MB document needs about 1 Mbit/s to make this. */
export const REQUEST_TIMEOUT_MS = 120_000
export const HEADERS_TIMEOUT_MS = 15_000
/** They carry one visitor's result. */
const NO_STORE_PATHS = /^\/(api\/|healthz$|livez$)/

export async function createApp({
  clientDir,
  logLevel = 'info',
  logFormat = 'json',
  trustProxy = false,
  slowBodyGuard = DEFAULT_SLOW_BODY_GUARD,
  enquiries,
  redirects = [],
  githubEditor,
  staffSignIn,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: logLevel,
      // Loaded only for a terminal, so a JSON-logging server never loads the formatter.
      stream: logFormat === 'pretty' ? (await import('pino-pretty')).default(PRETTY_OPTIONS) : undefined,
      serializers: { req: serializeRequest },
    },
    logController: new SiteLogController(),
    // X-Forwarded-For is the client's to write: believed only from the proxies named in TRUST_PROXY.
    trustProxy: toFastifyTrustProxy(trustProxy),
    return503OnClosing: true,
    requestTimeout: REQUEST_TIMEOUT_MS,
    // Requests Fastify cannot route (a malformed URL) skip the hooks, so this sets the security headers itself.
    frameworkErrors: (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      reply
        .code(400)
        .headers(DEFAULT_SECURITY_HEADERS)
        .header('Cache-Control', 'no-store')
        .send({ error: 'bad_request', message: error.message })
    },
  })
  app.server.headersTimeout = HEADERS_TIMEOUT_MS
  // close() drops idle connections once; a connection busy then would wait out keep-alive before exit.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections())
  })

  registerSecurityHeaders(app)
  registerSlowBodyGuard(app, slowBodyGuard)
  registerLingeringClose(app, DEFAULT_LINGERING_CLOSE)
  app.addHook('onSend', async (request, reply) => {
    if (NO_STORE_PATHS.test(request.url.split('?')[0] ?? '')) reply.header('Cache-Control', 'no-store')
  })

  // Liveness for a load balancer: this process answers. /healthz also judges the enquiry pipeline.
  app.get('/livez', async () => ({ status: 'ok' }))
  const abuse: AbuseCounters = { honeypot: 0, tooFast: 0 }
  if (enquiries) {
    registerNotificationHealth(app, {
      repo: enquiries.repo,
      abuse,
      staleAfterMs: enquiries.staleNotificationMs,
      now: enquiries.now,
      staffToken: enquiries.healthToken,
    })
    const { maxConcurrentUploads, maxUploadsPerAddress, uploadPace, ...contact } = enquiries
    const uploads: UploadLimits = {
      ...DEFAULT_UPLOAD_LIMITS,
      ...uploadPace,
      maxConcurrent: maxConcurrentUploads ?? DEFAULT_UPLOAD_LIMITS.maxConcurrent,
      maxPerAddress: maxUploadsPerAddress ?? DEFAULT_UPLOAD_LIMITS.maxPerAddress,
    }
    await registerContactRoutes(app, {
      ...contact,
      abuse,
      uploads,
      problemPages: await loadProblemPages(clientDir),
    })
  } else {
    app.get('/healthz', async () => ({ status: 'ok' }))
  }
  if (githubEditor) await registerGitHubEditor(app, githubEditor)
  if (staffSignIn && enquiries)
    await registerStaffInbox(app, {
      repo: enquiries.repo,
      signIn: staffSignIn,
      delivery: enquiries.delivery,
      onStored: enquiries.onStored,
    })
  await registerSiteRoutes(app, clientDir, redirects)
  return app
}
