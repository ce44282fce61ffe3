import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { ProviderUnavailable, SignInRefused } from './oidc-sign-in.ts'
import {
  hashToken,
  newHandle,
  newToken,
  readCookie,
  SESSION_COOKIE,
  SIGN_IN_COOKIE,
  serializeCookie,
} from './session-token.ts'
import { isAllowedStaff, safeReturnPath } from './staff-access.ts'
import { clearSessionCookie, type StaffContext, sendPage } from './staff-context.ts'
import { html } from './staff-html.ts'
import { CALLBACK_PATH, SIGN_IN_PATH, SIGNED_OUT_PATH } from './staff-options.ts'

/** Long enough to type a password and answer a second factor. */
const PENDING_SIGN_IN_MS = 10 * 60_000

const tryAgain = html`<p><a href="${SIGN_IN_PATH}">Sign in again</a></p>`

export async function registerStaffAuthRoutes(app: FastifyInstance, context: StaffContext): Promise<void> {
  const { store, options, signIn, now, audit } = context

  await app.register(async (scope) => {
    // Per address: sign-in costs the identity provider a round trip and writes a row.
    await scope.register(rateLimit, {
      max: options.signInRateLimit.max,
      timeWindow: options.signInRateLimit.timeWindowMs,
    })

    scope.get(SIGN_IN_PATH, async (request, reply) => {
      const at = now().getTime()
      await store.deletePendingSignInsBefore(at - PENDING_SIGN_IN_MS)
      let start: Awaited<ReturnType<typeof signIn.start>>
      try {
        start = await signIn.start()
      } catch (error) {
        request.log.error({ err: error }, 'identity provider unreachable')
        return sendPage(reply, 503, {
          title: 'Sign-in is unavailable',
          body: html`<p class="error">The identity provider could not be reached. Try again in a minute.</p>${tryAgain}`,
        })
      }
      const browser = newToken()
      await store.savePendingSignIn({
        stateHash: hashToken(start.state),
        browserHash: hashToken(browser),
        nonce: start.nonce,
        codeVerifier: start.codeVerifier,
        returnTo: safeReturnPath((request.query as Record<string, unknown>).next),
        createdAt: at,
      })
      return reply
        .header(
          'Set-Cookie',
          serializeCookie(SIGN_IN_COOKIE, browser, {
            path: CALLBACK_PATH,
            maxAge: PENDING_SIGN_IN_MS / 1000,
          }),
        )
        .redirect(start.url.toString(), 303)
    })

    scope.get(CALLBACK_PATH, async (request, reply) => {
      const query = request.query as Record<string, unknown>
      const state = typeof query.state === 'string' ? query.state : ''
      // Used at most once: taken (deleted) before anything else is checked.
      const pending = state ? await store.takePendingSignIn(hashToken(state)) : null
      const browser = readCookie(request.headers.cookie, SIGN_IN_COOKIE)
      reply.header('Set-Cookie', serializeCookie(SIGN_IN_COOKIE, '', { path: CALLBACK_PATH, maxAge: 0 }))
      const at = now()
      const problem = !pending
        ? 'unknown or already used state'
        : at.getTime() - pending.createdAt > PENDING_SIGN_IN_MS
          ? 'expired state'
          : !browser || hashToken(browser) !== pending.browserHash
            ? 'state begun in another browser'
            : null
      if (!pending || problem) {
        await audit(null, 'sign-in-refused', null, problem ?? '')
        return sendPage(reply, 400, {
          title: 'Sign-in expired',
          body: html`<p class="error">This sign-in has expired, was already used, or began in another browser.</p>${tryAgain}`,
        })
      }
      const search = request.url.slice(request.url.indexOf('?'))
      let verified: Awaited<ReturnType<typeof signIn.finish>>
      try {
        verified = await signIn.finish(search, { ...pending, state })
      } catch (error) {
        if (error instanceof ProviderUnavailable) {
          request.log.error({ err: error.cause }, 'identity provider unreachable')
          return sendPage(reply, 503, {
            title: 'Sign-in is unavailable',
            body: html`<p class="error">The identity provider could not be reached. Try again in a minute.</p>${tryAgain}`,
          })
        }
        if (!(error instanceof SignInRefused)) throw error
        request.log.warn({ reason: error.reason }, 'staff sign-in refused')
        await audit(null, 'sign-in-refused', null, error.reason.slice(0, 200))
        return sendPage(reply, 400, {
          title: 'Sign-in failed',
          body: html`<p class="error">The identity provider’s answer could not be verified.</p>${tryAgain}`,
        })
      }
      if (!verified.emailVerified || !isAllowedStaff(verified.email, verified.claims, options.access)) {
        // The address is not recorded: it may belong to anyone.
        await audit(
          null,
          'sign-in-refused',
          null,
          'unverified address or outside the allowed domain or group',
        )
        return sendPage(reply, 403, {
          title: 'Not allowed',
          body: html`<p class="error">This account may not use the enquiry inbox. Ask an administrator if you need access.</p>`,
        })
      }
      const member = await store.recordSignIn(
        verified.email,
        'viewer',
        at.toISOString(),
        verified.email === options.firstAdminEmail ? 'admin' : undefined,
      )
      // A new session for every sign-in (no fixation), and any session this browser held ends.
      const previous = readCookie(request.headers.cookie, SESSION_COOKIE)
      if (previous) await store.deleteSession(hashToken(previous))
      await store.deleteExpiredSessions(
        at.getTime() - options.idleLimitMs,
        at.getTime() - options.absoluteLimitMs,
      )
      const token = newToken()
      await store.createSession({
        idHash: hashToken(token),
        handle: newHandle(),
        email: member.email,
        now: at.getTime(),
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 200),
      })
      await audit(member.email, 'sign-in', null, `role ${member.role}`)
      return reply
        .header(
          'Set-Cookie',
          serializeCookie(SESSION_COOKIE, token, {
            path: '/',
            maxAge: Math.floor(options.absoluteLimitMs / 1000),
          }),
        )
        .redirect(pending.returnTo, 303)
    })
  })

  app.post('/staff/auth/sign-out', async (request, reply) => {
    const token = readCookie(request.headers.cookie, SESSION_COOKIE)
    if (token) {
      const idHash = hashToken(token)
      const session = await store.findSession(idHash)
      await store.deleteSession(idHash)
      if (session) await audit(session.email, 'sign-out', session.handle)
    }
    return clearSessionCookie(reply).redirect(SIGNED_OUT_PATH, 303)
  })

  app.get(SIGNED_OUT_PATH, async (_request, reply) =>
    sendPage(reply, 200, {
      title: 'Signed out',
      body: html`<p>You are signed out of the enquiry inbox.</p><p><a href="${SIGN_IN_PATH}">Sign in</a></p>`,
    }),
  )
}
