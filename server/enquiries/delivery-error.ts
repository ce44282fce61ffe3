/** A refusal that sending again will not change: the notification becomes a dead letter at once. */
export class PermanentDeliveryError extends Error {
  override readonly name = 'PermanentDeliveryError'
}

/**
 * True when the mail server refused for good: an SMTP reply in the 5xx range (RFC 5321 §4.2.1, e.g.
 * 552 message too large, 550 mailbox unavailable), which nodemailer reports as `responseCode`.
 * Connection failures and 4xx replies are transient and retried.
 */
export function isPermanentDeliveryError(error: unknown): boolean {
  if (error instanceof PermanentDeliveryError) return true
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}
