import * as oidc from 'openid-client'
import { CALLBACK_PATH, isLoopbackUrl, type StaffSignInOptions } from './staff-options.ts'

export interface SignInStart {
  url: URL
  state: string
  nonce: string
  codeVerifier: string
}

export interface VerifiedClaims {
  email: string
  emailVerified: boolean
  claims: Readonly<Record<string, unknown>>
}

/** The identity provider could not be reached or answered nonsense: try again later (503), not the person's fault. */
export class ProviderUnavailable extends Error {
  constructor(options?: ErrorOptions) {
    super('identity provider unavailable', options)
    this.name = 'ProviderUnavailable'
  }
}

export class SignInRefused extends Error {
  readonly reason: string
  constructor(reason: string, options?: ErrorOptions) {
    super(reason, options)
    this.name = 'SignInRefused'
    this.reason = reason
  }
}

/**
 * Code flow with PKCE, state and nonce (openid-client checks the ID token). Metadata is fetched at the
 * first sign-in, so the site starts while the identity provider is unreachable.
 */
export function createOidcSignIn(options: StaffSignInOptions) {
  const redirectUri = new URL(CALLBACK_PATH, options.siteOrigin).toString()
  let discovered: Promise<oidc.Configuration> | undefined

  // Plain HTTP only for an identity provider on loopback (the demo and the tests).
  const insecure = options.issuer.protocol === 'http:' && isLoopbackUrl(options.issuer)
  const executeOptions = (config: oidc.Configuration) => {
    if (insecure) oidc.allowInsecureRequests(config)
    if (options.fetch) config[oidc.customFetch] = options.fetch
  }

  const discover = () => {
    discovered ??= oidc
      .discovery(options.issuer, options.clientId, options.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests, executeOptions] : [executeOptions],
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      })
      .catch((error: unknown) => {
        discovered = undefined
        throw error
      })
    return discovered
  }

  /** A configuration whose clock is the app's (real time in production, a fake one in tests). */
  const configuration = async () => {
    const server = (await discover()).serverMetadata()
    const skewSeconds = options.now ? Math.round((options.now().getTime() - Date.now()) / 1000) : 0
    const config = new oidc.Configuration(
      server,
      options.clientId,
      { client_secret: options.clientSecret, [oidc.clockSkew]: skewSeconds },
      oidc.ClientSecretPost(options.clientSecret),
    )
    executeOptions(config)
    return config
  }

  return {
    async start(): Promise<SignInStart> {
      const config = await configuration()
      const state = oidc.randomState()
      const nonce = oidc.randomNonce()
      const codeVerifier = oidc.randomPKCECodeVerifier()
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { url, state, nonce, codeVerifier }
    },

    /** `search` is the callback's query string; throws SignInRefused when any check fails. */
    async finish(
      search: string,
      expected: { state: string; nonce: string; codeVerifier: string },
    ): Promise<VerifiedClaims> {
      const config = await configuration().catch((error: unknown) => {
        throw new ProviderUnavailable({ cause: error })
      })
      const callbackUrl = new URL(`${CALLBACK_PATH}${search}`, options.siteOrigin)
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
      try {
        tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          pkceCodeVerifier: expected.codeVerifier,
          idTokenExpected: true,
        })
      } catch (error) {
        if (isProtocolFailure(error)) throw new SignInRefused(describeFailure(error), { cause: error })
        throw new ProviderUnavailable({ cause: error })
      }
      const claims = tokens.claims()
      if (!claims) throw new SignInRefused('no ID token')
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : ''
      if (!email) throw new SignInRefused('the ID token carries no email claim')
      return { email, emailVerified: claims.email_verified === true, claims }
    },
  }
}

export type OidcSignIn = ReturnType<typeof createOidcSignIn>

/** A check that failed or an error the provider stated, as opposed to a network failure. */
function isProtocolFailure(error: unknown): boolean {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) return true
  if (!(error instanceof Error)) return false
  const code = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' && code.startsWith('OAUTH_')
}

/** openid-client's message and code, never the token itself, which holds personal data. */
function describeFailure(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError)
    return `provider answered ${error.error}${error.error_description ? `: ${error.error_description}` : ''}`
  if (!(error instanceof Error)) return 'sign-in failed'
  const code = (error.cause as { code?: unknown } | undefined)?.code ?? (error as { code?: unknown }).code
  return typeof code === 'string' ? `${error.message} (${code})` : error.message
}
