import { createHmac, timingSafeEqual } from 'node:crypto'

// Standard Webhooks signing: https://www.standardwebhooks.com
export const SECRET_PREFIX = 'whsec_'
export const MIN_SECRET_BYTES = 24
export const MAX_SECRET_BYTES = 64

/** The secret's bytes, or a reason it is refused (the server will not start with a weak secret). */
export function decodeWebhookSecret(secret: string): Buffer | { error: string } {
  if (!secret.startsWith(SECRET_PREFIX)) return { error: `must start with ${SECRET_PREFIX}` }
  const encoded = secret.slice(SECRET_PREFIX.length)
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded) || encoded.length % 4 !== 0) {
    return { error: `must be ${SECRET_PREFIX} followed by base64` }
  }
  const bytes = Buffer.from(encoded, 'base64')
  if (bytes.length < MIN_SECRET_BYTES || bytes.length > MAX_SECRET_BYTES) {
    return {
      error: `must hold ${MIN_SECRET_BYTES} to ${MAX_SECRET_BYTES} random bytes (it holds ${bytes.length})`,
    }
  }
  return bytes
}

export function signWebhook(secret: Buffer, id: string, timestampSeconds: number, body: string): string {
  const digest = createHmac('sha256', secret).update(`${id}.${timestampSeconds}.${body}`).digest('base64')
  return `v1,${digest}`
}

/** For receivers written against this server (and its tests): true when one listed signature matches. */
export function verifyWebhook(
  secret: Buffer,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
): boolean {
  const expected = Buffer.from(signWebhook(secret, headers.id, Number(headers.timestamp), body))
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate)
    return given.length === expected.length && timingSafeEqual(given, expected)
  })
}
