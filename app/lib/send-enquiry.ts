import { CONTACT_PATH } from '#contract/api-paths.ts'

/** '' keeps the pages' requests on their own origin; a build with PUBLIC_API_ORIGIN names the API's (vite.config.ts). */
const API_ORIGIN: string = import.meta.env.PUBLIC_API_ORIGIN ?? ''

/** The one address the public pages send to, by script and by form action; a build without the setting folds it to the path. */
export const CONTACT_API_URL = `${API_ORIGIN}${CONTACT_PATH}`

export interface SendResult {
  ok: boolean
  /** HTTP status, or 0 when the request never got an answer (network failure). */
  status: number
  data?: unknown
  error?: string
}

/** The API's answer to a stored enquiry, unchecked: where its line is shown, only a string is. */
export interface StoredAnswer {
  reference?: string
  referenceLine?: string
}

/** The forms' one submit function: success is the HTTP ok flag alone; the answer is JSON when it parses. */
export async function sendEnquiry(
  payload: Record<string, unknown>,
  { idempotencyKey }: { idempotencyKey?: string } = {},
): Promise<SendResult> {
  try {
    const response = await fetch(CONTACT_API_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
      },
      body: JSON.stringify(payload),
    })
    const text = await response.text()
    let data: unknown = text
    try {
      data = JSON.parse(text)
    } catch {
      // Not JSON: keep the text.
    }
    return response.ok
      ? { ok: true, status: response.status, data }
      : { ok: false, status: response.status, data, error: `Request failed with status ${response.status}` }
  } catch (error) {
    return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) }
  }
}

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/**
 * One Idempotency-Key per set of values: a retry of the same values reuses it so the enquiry is stored once;
 * changed values or a success start a new key, because the server refuses a seen key with other content.
 */
export function createIdempotencyKeys() {
  let key = ''
  let sentValues = ''
  return {
    keyFor(values: Record<string, unknown>): string {
      const serialized = JSON.stringify(values)
      if (!key || serialized !== sentValues) {
        key = newIdempotencyKey()
        sentValues = serialized
      }
      return key
    },
    reset() {
      key = ''
      sentValues = ''
    },
  }
}

/** The field errors in an API refusal ({ fields: { email: "..." } }), when it names any. */
export function fieldErrorsOf(data: unknown): Record<string, string> {
  if (typeof data !== 'object' || data === null) return {}
  const fields = (data as { fields?: unknown }).fields
  if (typeof fields !== 'object' || fields === null) return {}
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  )
}
