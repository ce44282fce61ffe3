import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import type { DeliveryPlan } from '../enquiries/enquiry-service.ts'
import { CSP_HEADER } from '../http/security-headers.ts'
import { createOidcSignIn } from './oidc-sign-in.ts'
import { type ActiveSession, isForeignOrigin, resolveSession } from './staff-access.ts'
import { registerStaffAdminRoutes } from './staff-admin-routes.ts'
import { registerStaffAuthRoutes } from './staff-auth-routes.ts'
import { isApi, type StaffContext, sendPage } from './staff-context.ts'
import { STAFF_CSS } from './staff-css.ts'
import { html } from './staff-html.ts'
import { registerStaffInboxRoutes } from './staff-inbox-routes.ts'
import { STAFF_LIVE_SCRIPT, STAFF_LIVE_SCRIPT_PATH } from './staff-live-script.ts'
import { SIGN_IN_PATH, type StaffSignInOptions } from './staff-options.ts'
import { registerStaffSpamRoutes } from './staff-spam-routes.ts'

export interface StaffInboxOptions {
  repo: EnquiryRepo
  signIn: StaffSignInOptions
  /** The channels a released submission is delivered to, as for one sent through the form. */
  delivery?: DeliveryPlan
  /** Wakes the notification worker. */
  onStored?: () => void
}

/** One stylesheet and one script, both from /staff/assets; nothing inline. */
export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/** Matched against the route's pattern, not the raw URL, so no spelling of a path can reach past the check. */
const OPEN_ROUTES = /^\/staff\/(auth|assets)\//

/** The inbox at /staff and /api/staff; the caller mounts it only when sign-in is configured. */
export async function registerStaffInbox(app: FastifyInstance, options: StaffInboxOptions): Promise<void> {
  const now = options.signIn.now ?? (() => new Date())
  const sessions = new WeakMap<FastifyRequest, ActiveSession>()
  const store = options.repo.staff
  const context: StaffContext = {
    repo: options.repo,
    store,
    options: options.signIn,
    signIn: createOidcSignIn(options.signIn),
    now,
    session: (request) => {
      const session = sessions.get(request)
      if (!session) throw new Error('staff route reached without a session')
      return session
    },
    audit: (actor, action, target, detail = '') =>
      store.recordAudit({ at: now().toISOString(), actor, action, target, detail }),
  }

  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: 16 * 1024 })

    scope.addHook('onSend', async (_request, reply) => {
      reply.header(CSP_HEADER, STAFF_CONTENT_SECURITY_POLICY).header('Cache-Control', 'no-store')
    })

    scope.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? ''
      const writes = request.method !== 'GET' && request.method !== 'HEAD'
      if (writes && isForeignOrigin(request, options.signIn.siteOrigin)) {
        return reply.code(403).type('application/json').send({ error: 'foreign_origin' })
      }
      if (OPEN_ROUTES.test(request.routeOptions.url ?? '')) return
      const session = await resolveSession(request, store, {
        idleLimitMs: options.signIn.idleLimitMs,
        absoluteLimitMs: options.signIn.absoluteLimitMs,
        now: now().getTime(),
      })
      if (session) {
        sessions.set(request, session)
        return
      }
      if (isApi(request)) return reply.code(401).send({ error: 'unauthenticated' })
      // A form's redirect may not leave the site (form-action 'self'), so a form sent after the session
      // ended gets a page with a link rather than a redirect chain to the identity provider.
      if (writes)
        return sendPage(reply, 401, {
          title: 'Your session has ended',
          body: html`<p class="error">Nothing was saved. Sign in again, then repeat the change.</p><p><a href="${SIGN_IN_PATH}">Sign in</a></p>`,
        })
      return reply.redirect(`${SIGN_IN_PATH}?next=${encodeURIComponent(path)}`, 303)
    })

    scope.get('/staff/assets/staff.css', async (_request, reply) =>
      reply.type('text/css; charset=utf-8').send(STAFF_CSS),
    )
    scope.get(STAFF_LIVE_SCRIPT_PATH, async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(STAFF_LIVE_SCRIPT),
    )
    await registerStaffAuthRoutes(scope, context)
    registerStaffInboxRoutes(scope, context)
    registerStaffAdminRoutes(scope, context)
    registerStaffSpamRoutes(scope, context, { delivery: options.delivery, onStored: options.onStored })
  })
}
