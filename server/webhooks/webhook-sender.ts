import { PermanentDeliveryError } from '../enquiries/delivery-error.ts'
import { signWebhook } from './signature.ts'

export interface WebhookSender {
  /** Posts `payload` once; resolves on a 2xx, throws otherwise (PermanentDeliveryError when retrying is useless). */
  send(webhookId: string, payload: unknown): Promise<void>
}

const TIMEOUT_MS = 15_000

/** webhook-id is the job's id on every retry, so receivers can drop duplicates; 408, 429, 5xx are retried, other 4xx are final. */
export function createWebhookSender({
  url,
  secret,
  now = () => new Date(),
}: {
  url: string
  secret: Buffer
  now?: () => Date
}): WebhookSender {
  return {
    async send(webhookId, payload) {
      const body = JSON.stringify(payload)
      const timestamp = Math.floor(now().getTime() / 1000)
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'GlobalTekForce-Website-Webhooks/1',
          'webhook-id': webhookId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(secret, webhookId, timestamp, body),
        },
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
      // The body is not needed; reading it lets the connection be reused.
      await response.arrayBuffer().catch(() => undefined)
      if (response.ok) return
      const message = `webhook answered ${response.status}`
      const retryable = response.status === 408 || response.status === 429 || response.status >= 500
      throw retryable ? new Error(message) : new PermanentDeliveryError(message)
    },
  }
}
