import type { IncomingMessage } from 'node:http'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, declaresTooLarge, readCappedBody } from './read-capped-body.ts'

/** A request body arriving in the given parts, counting how many of them were pulled. */
function bodyOf(parts: string[], headers: Record<string, string> = {}) {
  let pulled = 0
  const stream = Readable.from(
    (function* () {
      for (const part of parts) {
        pulled += 1
        yield Buffer.from(part)
      }
    })(),
  )
  return { request: Object.assign(stream, { headers }) as unknown as IncomingMessage, pulled: () => pulled }
}

describe('reading a request body under a limit', () => {
  it('returns a body within the limit whole', async () => {
    expect((await readCappedBody(bodyOf(['ab', 'cd']).request, 4)).toString()).toBe('abcd')
  })

  it('stops at the first part past the limit', async () => {
    const body = bodyOf(['ab', 'cd', 'ef', 'gh'])
    await expect(readCappedBody(body.request, 3)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(body.pulled()).toBe(2)
  })

  it('judges a declared length before reading anything', () => {
    expect(declaresTooLarge(bodyOf([], { 'content-length': '5' }).request, 4)).toBe(true)
    expect(declaresTooLarge(bodyOf([], { 'content-length': '4' }).request, 4)).toBe(false)
    expect(declaresTooLarge(bodyOf([], { 'content-length': 'many' }).request, 4)).toBe(true)
    expect(declaresTooLarge(bodyOf([]).request, 4)).toBe(false)
  })
})
