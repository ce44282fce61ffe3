import type { CustomFetch } from 'openid-client'

/** Who may sign in: every configured rule must hold (domain and group together when both are set). */
export interface StaffAccessRule {
  /** Lower-case domains; an address qualifies when its part after the last @ is one of them. */
  domains: readonly string[]
  /** A claim in the ID token (e.g. `groups`) that must contain or equal `value`. */
  group?: { claim: string; value: string }
}

export interface StaffSignInOptions {
  issuer: URL
  clientId: string
  clientSecret: string
  /** The site's public origin; the redirect URI is `<origin>/staff/auth/callback`, and staff writes must come from it. */
  siteOrigin: string
  access: StaffAccessRule
  /** Signs in as administrator; everyone else starts as viewer. */
  firstAdminEmail: string
  idleLimitMs: number
  absoluteLimitMs: number
  /** Sign-in requests per address and window. */
  signInRateLimit: { max: number; timeWindowMs: number }
  /** Fake clocks in tests; also shifts the ID token checks, so an expired token can be simulated. */
  now?: () => Date
  /** Calls to the identity provider go through this (tests observe or alter them). */
  fetch?: CustomFetch
}

export const CALLBACK_PATH = '/staff/auth/callback'
export const SIGN_IN_PATH = '/staff/auth/sign-in'
export const SIGNED_OUT_PATH = '/staff/auth/signed-out'
export const DEFAULT_IDLE_MINUTES = 30
export const DEFAULT_ABSOLUTE_HOURS = 12

/** Loopback addresses may use plain HTTP (a workstation or a test); everything else needs HTTPS. */
export function isLoopbackUrl(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}
