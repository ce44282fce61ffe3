/** The parts of oidc-provider (plain JavaScript, no types) that scripts/operate/staff/local-oidc-provider.ts uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http'

  export interface Account {
    accountId: string
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>
  }

  export interface ClientMetadata {
    client_id: string
    client_secret: string
    redirect_uris: string[]
    grant_types?: string[]
    response_types?: string[]
    token_endpoint_auth_method?: string
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void
    save(): Promise<string>
  }

  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string }
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined }
      provider: Provider
    }
  }

  export interface Configuration {
    clients?: ClientMetadata[]
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined> | Account | undefined
    claims?: Record<string, string[]>
    features?: Record<string, { enabled: boolean }>
    pkce?: { required?: () => boolean }
    ttl?: Record<string, number>
    cookies?: { keys?: string[] }
    jwks?: { keys: Record<string, unknown>[] }
    conformIdTokenClaims?: boolean
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<GrantInstance | undefined>
    renderError?: (ctx: unknown, out: Record<string, unknown>, error: Error) => void | Promise<void>
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration)
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantInstance
      find(id: string): Promise<GrantInstance | undefined>
    }
    callback(): (request: IncomingMessage, response: ServerResponse) => void
    on(event: string, listener: (...args: unknown[]) => void): this
  }
}
