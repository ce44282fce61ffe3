/** A refusal that sending again will not change: the notification becomes a dead letter at once. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError'
}

/** SMTP 5xx replies are final (RFC 5321 §4.2.1); connection failures and 4xx are retried. */
export function isPermanentDeliveryError(error: unknown): boolean {
  if (error instanceof PermanentDeliveryError) return true
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
