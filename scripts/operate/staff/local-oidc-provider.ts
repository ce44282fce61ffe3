// A real OpenID provider on loopback, for the staff inbox's tests and `npm run staff:demo`. Never for
// production: it signs anyone in by name, with no password.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Provider, { type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider'

export interface LocalAccount {
  email: string
  emailVerified?: boolean
  name?: string
  groups?: string[]
}

export interface LocalOidcProvider {
  issuer: URL
  close(): Promise<void>
}

export interface LocalProviderOptions {
  /** Keyed by the login name typed on the provider's sign-in form. */
  accounts: Record<string, LocalAccount>
  clients: ClientMetadata[]
  port?: number
  /** Seconds; oidc-provider's defaults otherwise. */
  idTokenTtl?: number
}

export async function startLocalOidcProvider(options: LocalProviderOptions): Promise<LocalOidcProvider> {
  if (process.env.NODE_ENV === 'production')
    throw new Error('the local identity provider never runs in production')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const issuer = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })

  const provider = new Provider(issuer.origin, {
    clients: options.clients,
    findAccount: (_ctx, id) => {
      const account = options.accounts[id]
      if (!account) return undefined
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? id,
          groups: account.groups ?? [],
        }),
      }
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    // The provider's own sign-in form (a name, no password) stands in for Entra ID's or Google's.
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    ttl: {
      Interaction: 600,
      Session: 12 * 3600,
      Grant: 12 * 3600,
      AccessToken: 600,
      IdToken: options.idTokenTtl ?? 3600,
    },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: 'local' }] },
    // Entra ID and Google put the e-mail claims in the ID token of a code flow; so does this provider.
    conformIdTokenClaims: false,
    // First-party clients: consent is implied, as an organization's identity provider is usually set up.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId ?? ''
      const accountId = ctx.oidc.session?.accountId
      if (!accountId) return undefined
      const existing = ctx.oidc.session?.grantIdFor(clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })
  server.on('request', provider.callback())
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
