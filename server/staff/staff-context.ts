import type { FastifyReply, FastifyRequest } from 'fastify'
import type { EnquiryRepo } from '../enquiries/enquiry-repo.ts'
import type { StaffAuditAction, StaffStore } from '../enquiries/staff-store.ts'
import type { OidcSignIn } from './oidc-sign-in.ts'
import { SESSION_COOKIE, serializeCookie } from './session-token.ts'
import { type ActiveSession, hasPermission, type StaffPermission } from './staff-access.ts'
import { html, renderPage, type SafeHtml } from './staff-html.ts'
import type { StaffSignInOptions } from './staff-options.ts'

/** What every staff route needs: the stores, the settings, the clock and the signed-in session. */
export interface StaffContext {
  repo: EnquiryRepo
  store: StaffStore
  options: StaffSignInOptions
  signIn: OidcSignIn
  now: () => Date
  /** Set by the access hook for every route outside /staff/auth and /staff/assets. */
  session: (request: FastifyRequest) => ActiveSession
  audit: (
    actor: string | null,
    action: StaffAuditAction,
    target: string | null,
    detail?: string,
  ) => Promise<void>
}

export const isApi = (request: FastifyRequest): boolean => request.url.startsWith('/api/')

export function sendPage(
  reply: FastifyReply,
  status: number,
  page: { title: string; body: SafeHtml; session?: ActiveSession },
): FastifyReply {
  const { session } = page
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .send(
      renderPage({
        title: page.title,
        body: page.body,
        signedIn: session && {
          email: session.email,
          role: session.role,
          isAdmin: session.role === 'admin',
        },
      }),
    )
}

export const clearSessionCookie = (reply: FastifyReply): FastifyReply =>
  reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, '', { path: '/', maxAge: 0 }))

/** A 403 for a role without the permission; the route stops when this returns a reply. */
export function refuseWithout(
  context: StaffContext,
  request: FastifyRequest,
  reply: FastifyReply,
  permission: StaffPermission,
): FastifyReply | null {
  const session = context.session(request)
  if (hasPermission(session.role, permission)) return null
  if (isApi(request)) return reply.code(403).send({ error: 'forbidden', needs: permission })
  return sendPage(reply, 403, {
    title: 'Not allowed',
    body: html`<p class="error">Your role does not allow this.</p>`,
    session,
  })
}
