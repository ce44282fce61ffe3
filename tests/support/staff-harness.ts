import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { CustomFetch } from 'openid-client'
import { type LocalAccount, startLocalOidcProvider } from '../../scripts/operate/staff/local-oidc-provider.ts'
import { createApp } from '../../server/app.ts'
import type { EnquiryRepo } from '../../server/enquiries/enquiry-repo.ts'
import { SESSION_COOKIE, SIGN_IN_COOKIE } from '../../server/staff/session-token.ts'
import { CALLBACK_PATH, type StaffSignInOptions } from '../../server/staff/staff-options.ts'

/** The app is reached through `inject`, so its origin can be an HTTPS one where Secure cookies make sense. */
export const SITE = 'https://inbox.test'
export const SECRET = 'local-test-client-secret-0123456789abcdef'
export const APP_CLIENT = {
  client_id: 'staff-inbox',
  client_secret: SECRET,
  redirect_uris: [`${SITE}${CALLBACK_PATH}`],
  token_endpoint_auth_method: 'client_secret_post',
}
/** Another application at the same provider, registered with the same redirect URI and secret. */
export const OTHER_CLIENT = { ...APP_CLIENT, client_id: 'other-app' }

export const ACCOUNTS: Record<string, LocalAccount> = {
  boss: { email: 'Boss@GlobalTekForce.com', groups: ['inbox-staff'] },
  hana: { email: 'hana@globaltekforce.com', groups: ['inbox-staff'] },
  vic: { email: 'vic@globaltekforce.com', groups: ['inbox-staff'] },
  outsider: { email: 'someone@example.com', groups: ['inbox-staff'] },
  unverified: { email: 'new@globaltekforce.com', emailVerified: false, groups: ['inbox-staff'] },
  contractor: { email: 'temp@globaltekforce.com', groups: ['contractors'] },
}

export interface FakeClock {
  now: () => Date
  advance: (ms: number) => void
}

export function fakeClock(): FakeClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
  }
}

export interface StaffHarness {
  app: FastifyInstance
  repo: EnquiryRepo
  issuer: URL
  /** Stops the identity provider (the app stays up). */
  stopProvider(): Promise<void>
  clock: FakeClock
  startInstance(repo: EnquiryRepo): Promise<FastifyInstance>
  close(): Promise<void>
}

export async function startStaffHarness({
  clientDir,
  openRepo,
  signIn = {},
  rewriteTokenRequest,
  idTokenTtl,
  closesRepo = true,
}: {
  clientDir: string
  openRepo: () => Promise<EnquiryRepo> | EnquiryRepo
  signIn?: Partial<StaffSignInOptions>
  /** Changes the token request on its way to the provider (a client that is not the one configured). */
  rewriteTokenRequest?: (body: URLSearchParams) => void
  /** Seconds. */
  idTokenTtl?: number
  /** False when the caller closes (and drops) the first database itself. */
  closesRepo?: boolean
}): Promise<StaffHarness> {
  const provider = await startLocalOidcProvider({
    accounts: ACCOUNTS,
    clients: [APP_CLIENT, OTHER_CLIENT],
    idTokenTtl,
  })
  const repo = await openRepo()
  const clock = fakeClock()
  const fetchThrough: CustomFetch = (url, init) => {
    if (rewriteTokenRequest && url.endsWith('/token')) {
      const body = new URLSearchParams(init.body instanceof URLSearchParams ? init.body : String(init.body))
      rewriteTokenRequest(body)
      const headers = new Headers(init.headers)
      headers.delete('content-length')
      return fetch(url, { ...init, headers, body: body.toString() } as RequestInit)
    }
    return fetch(url, init as RequestInit)
  }
  const instances: { app: FastifyInstance; repo: EnquiryRepo }[] = []
  /** Another server on its own connection to the same database, as behind a load balancer. */
  const startInstance = async (instanceRepo: EnquiryRepo) => {
    const instance = await createApp({
      clientDir,
      logLevel: 'silent',
      enquiries: { repo: instanceRepo, rateLimit: false, minFillMs: 0, thankYouPath: '/contact/thank-you' },
      staffSignIn: {
        issuer: provider.issuer,
        clientId: APP_CLIENT.client_id,
        clientSecret: SECRET,
        siteOrigin: SITE,
        access: { domains: ['globaltekforce.com'], group: { claim: 'groups', value: 'inbox-staff' } },
        firstAdminEmail: 'boss@globaltekforce.com',
        idleLimitMs: 30 * 60_000,
        absoluteLimitMs: 12 * 60 * 60_000,
        signInRateLimit: { max: 1000, timeWindowMs: 60_000 },
        now: clock.now,
        fetch: fetchThrough,
        ...signIn,
      },
    })
    instances.push({ app: instance, repo: instanceRepo })
    return instance
  }
  const app = await startInstance(repo)
  return {
    app,
    repo,
    issuer: provider.issuer,
    stopProvider: () => provider.close(),
    clock,
    startInstance,
    close: async () => {
      for (const [index, instance] of instances.splice(0).entries()) {
        await instance.app.close()
        if (index > 0 || closesRepo) await instance.repo.close()
      }
      await provider.close()
    },
  }
}

/** Cookies by name, as a browser would send them to one site (paths are not needed by these tests). */
export class CookieJar {
  readonly cookies = new Map<string, string>()
  store(setCookie: string[] | string | undefined | number): void {
    const lines = typeof setCookie === 'string' ? [setCookie] : Array.isArray(setCookie) ? setCookie : []
    for (const line of lines) {
      const [pair = ''] = line.split(';')
      const separator = pair.indexOf('=')
      const name = pair.slice(0, separator).trim()
      const value = pair.slice(separator + 1).trim()
      if (/max-age=0\b/i.test(line) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A browser's part of the flow: the app's redirect, the provider's sign-in form, back to the callback. */
export interface BrowserSignIn {
  /** The app's cookies (the sign-in binding, then the session). */
  appJar: CookieJar
  /** The callback the provider sent the browser to, not yet visited. */
  callbackPath: string
}

export async function beginSignIn(
  app: FastifyInstance,
  login: string,
  {
    editAuthorizationUrl,
    next = '/staff',
  }: { editAuthorizationUrl?: (url: URL) => void; next?: string } = {},
): Promise<BrowserSignIn> {
  const appJar = new CookieJar()
  const start = await app.inject({
    method: 'GET',
    url: `/staff/auth/sign-in?next=${encodeURIComponent(next)}`,
  })
  if (start.statusCode !== 303) throw new Error(`sign-in answered ${start.statusCode}: ${start.body}`)
  appJar.store(start.headers['set-cookie'])
  const providerJar = new CookieJar()
  let url = new URL(String(start.headers.location))
  editAuthorizationUrl?.(url)
  let method = 'GET'
  let body: string | undefined
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin === SITE) return { appJar, callbackPath: `${url.pathname}${url.search}` }
    const response = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: providerJar.header(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    })
    providerJar.store(response.headers.getSetCookie())
    const location = response.headers.get('location')
    if (location) {
      url = new URL(location, url)
      method = 'GET'
      body = undefined
      continue
    }
    const page = await response.text()
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1]
    if (response.status !== 200 || !action) throw new Error(`provider answered ${response.status}: ${page}`)
    url = new URL(action.replaceAll('&amp;', '&'), url)
    method = 'POST'
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString()
  }
  throw new Error('too many redirects')
}

export async function finishSignIn(
  app: FastifyInstance,
  flow: BrowserSignIn,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'GET',
    url: flow.callbackPath,
    headers: { cookie: flow.appJar.header() },
  })
  flow.appJar.store(response.headers['set-cookie'])
  return response
}

/** Signs `login` in and returns the cookie header that carries the session. */
export async function signIn(app: FastifyInstance, login: string): Promise<string> {
  const flow = await beginSignIn(app, login)
  const response = await finishSignIn(app, flow)
  if (response.statusCode !== 303)
    throw new Error(`callback answered ${response.statusCode}: ${response.body}`)
  const session = flow.appJar.cookies.get(SESSION_COOKIE)
  if (!session) throw new Error('no session cookie')
  return `${SESSION_COOKIE}=${session}`
}

/** Signs in an administrator, a handler (granted the role by the administrator) and a viewer. */
export async function signInRoles(
  app: FastifyInstance,
): Promise<{ admin: string; handler: string; viewer: string }> {
  const admin = await signIn(app, 'boss')
  const handler = await signIn(app, 'hana')
  const viewer = await signIn(app, 'vic')
  const grant = await app.inject({
    method: 'PUT',
    url: '/api/staff/members/hana@globaltekforce.com/role',
    payload: { role: 'handler' },
    headers: { cookie: admin, origin: SITE },
  })
  if (grant.statusCode !== 200)
    throw new Error(`granting the handler role answered ${grant.statusCode}: ${grant.body}`)
  return { admin, handler, viewer }
}

export { SESSION_COOKIE, SIGN_IN_COOKIE }
