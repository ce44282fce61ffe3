// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useEnquirySubmit } from './use-enquiry-submit.ts'

interface Sent {
  body: Record<string, unknown>
  key: string | null
}

/** A fetch that records each request and answers with the next status; each answer waits for `release`. */
function stubApi(statuses: number[]) {
  const sent: Sent[] = []
  let release: () => void = () => {}
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const headers = new Headers(init.headers)
    sent.push({ body: JSON.parse(String(init.body)), key: headers.get('Idempotency-Key') })
    await new Promise<void>((resolve) => {
      release = resolve
    })
    const status = statuses.shift() ?? 201
    return new Response(JSON.stringify(status < 300 ? { id: 'e1' } : { error: 'unavailable' }), { status })
  })
  vi.stubGlobal('fetch', fetch)
  return { sent, release: () => release() }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('useEnquirySubmit', () => {
  it('sends once while a send is under way, and reports sending until the result arrives', async () => {
    const api = stubApi([201])
    const { result } = renderHook(() => useEnquirySubmit())
    let first: Promise<unknown> = Promise.resolve()
    let second: unknown
    await act(async () => {
      first = result.current.send(() => ({ name: 'Dana' }))
      second = await result.current.send(() => ({ name: 'Dana' }))
    })
    expect(second).toBeNull()
    expect(result.current.sending).toBe(true)
    expect(result.current.isSending()).toBe(true)
    await act(async () => {
      api.release()
      await first
    })
    expect(await first).toMatchObject({ ok: true, status: 201, data: { id: 'e1' } })
    expect(result.current.sending).toBe(false)
    expect(api.sent).toHaveLength(1)
    expect(api.sent[0]?.body).toMatchObject({ name: 'Dana', fill_ms: expect.any(Number) })
  })

  it('reuses the key to retry the same values after a failure and starts a new one after a success', async () => {
    const api = stubApi([503, 201, 201])
    const { result } = renderHook(() => useEnquirySubmit())
    const sendAndAnswer = async (content: Record<string, unknown>) => {
      let outcome: unknown
      await act(async () => {
        const pending = result.current.send(() => content)
        await vi.waitFor(() => expect(api.sent.length).toBeGreaterThan(0))
        api.release()
        outcome = await pending
      })
      return outcome
    }
    expect(await sendAndAnswer({ name: 'Dana' })).toMatchObject({ ok: false, status: 503 })
    expect(await sendAndAnswer({ name: 'Dana' })).toMatchObject({ ok: true })
    expect(await sendAndAnswer({ name: 'Dana' })).toMatchObject({ ok: true })
    const [failed, retried, next] = api.sent.map((sent) => sent.key)
    expect(failed).toBeTruthy()
    expect(retried).toBe(failed)
    expect(next).not.toBe(retried)
  })

  it('answers a failure with status 0, sending nothing, when the content cannot be read', async () => {
    const api = stubApi([])
    const { result } = renderHook(() => useEnquirySubmit())
    let outcome: unknown
    await act(async () => {
      outcome = await result.current.send(async () => {
        throw new Error('file unreadable')
      })
    })
    expect(outcome).toEqual({ ok: false, status: 0, error: 'file unreadable' })
    expect(api.sent).toHaveLength(0)
    expect(result.current.isSending()).toBe(false)
  })
})
