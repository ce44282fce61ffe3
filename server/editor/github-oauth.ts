// Each GitHub call has a deadline, so a slow or silent GitHub holds no request or socket for long.
import { z } from 'zod'

export const GITHUB_TOKEN_URL = 'https://github.com/login/oauth/access_token'
export const GITHUB_AUTHORIZE_URL = 'https://github.com/login/oauth/authorize'
export const DEFAULT_GITHUB_TIMEOUT_MS = 10_000

/** A GitHub App's user token, which expires; an app with expiry turned off gets no refresh token and is refused. */
const TokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive(),
  refresh_token: z.string().min(1),
  refresh_token_expires_in: z.number().int().positive(),
  token_type: z.literal('bearer'),
})
export type GitHubTokens = z.infer<typeof TokenAnswer>

export interface GitHubClient {
  clientId: string
  clientSecret: string
  fetch: typeof fetch
  timeoutMs: number
}

/** `unreachable` when GitHub did not answer in time; `refused` when it answered but gave no usable token. */
export type TokenResult = { tokens: GitHubTokens } | { problem: 'refused' | 'unreachable' }

async function requestTokens(client: GitHubClient, grant: Record<string, string>): Promise<TokenResult> {
  // In the body, not the address, so the client secret never lands in a proxy's access log.
  const body = new URLSearchParams({
    client_id: client.clientId,
    client_secret: client.clientSecret,
    ...grant,
  })
  let response: Response
  try {
    response = await client.fetch(GITHUB_TOKEN_URL, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(client.timeoutMs),
    })
  } catch {
    return { problem: 'unreachable' }
  }
  if (!response.ok) return { problem: 'refused' }
  const answer = TokenAnswer.safeParse(await response.json().catch(() => null))
  return answer.success ? { tokens: answer.data } : { problem: 'refused' }
}

export function exchangeCode(client: GitHubClient, code: string, redirectUri: string): Promise<TokenResult> {
  return requestTokens(client, { code, redirect_uri: redirectUri })
}

export function refreshTokens(client: GitHubClient, refreshToken: string): Promise<TokenResult> {
  return requestTokens(client, { grant_type: 'refresh_token', refresh_token: refreshToken })
}

/** Signing out ends the token at GitHub too; true when GitHub confirmed it. */
export async function revokeToken(client: GitHubClient, accessToken: string): Promise<boolean> {
  try {
    const response = await client.fetch(`https://api.github.com/applications/${client.clientId}/token`, {
      method: 'DELETE',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Basic ${btoa(`${client.clientId}:${client.clientSecret}`)}`,
      },
      body: JSON.stringify({ access_token: accessToken }),
      signal: AbortSignal.timeout(client.timeoutMs),
    })
    return response.status === 204
  } catch {
    return false
  }
}
