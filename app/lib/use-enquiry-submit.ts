import { useEffect, useRef, useState } from 'react'
import { createIdempotencyKeys, type SendResult, sendEnquiry } from './send-enquiry.ts'

/** What a form sends: its fields as posted (wire values), without the fill time, which the hook adds. */
export type EnquiryContent = Record<string, unknown>

/**
 * The forms' one way to send: one send at a time, one Idempotency-Key per set of values, and the time the
 * form was open. The form decides what to show from the result's `ok`, never from words.
 */
export function useEnquirySubmit() {
  const [sending, setSending] = useState(false)
  // A ref as well as state: a second press in the same render must see the first one at once.
  const inFlight = useRef(false)
  const openedAt = useRef(0)
  const idempotencyKeys = useRef(createIdempotencyKeys())

  useEffect(() => {
    openedAt.current = Date.now()
  }, [])

  /** Sends what `read` returns (a throw fails with status 0); null while another send is under way. */
  async function send(read: () => EnquiryContent | Promise<EnquiryContent>): Promise<SendResult | null> {
    if (inFlight.current) return null
    inFlight.current = true
    setSending(true)
    try {
      let content: EnquiryContent
      try {
        content = await read()
      } catch (error) {
        return { ok: false, status: 0, error: error instanceof Error ? error.message : String(error) }
      }
      const result = await sendEnquiry(
        { ...content, fill_ms: Date.now() - openedAt.current },
        { idempotencyKey: idempotencyKeys.current.keyFor(content) },
      )
      if (result.ok) {
        idempotencyKeys.current.reset()
        openedAt.current = Date.now()
      }
      return result
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return {
    sending,
    /** Whether a send is under way right now, for checks made before `send` is called. */
    isSending: () => inFlight.current,
    send,
  }
}
