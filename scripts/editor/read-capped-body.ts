import type { IncomingMessage } from 'node:http'

export class BodyTooLargeError extends Error {
  constructor(limit: number) {
    super(`the request body is larger than ${limit} bytes`)
  }
}

/** True when the declared length alone already exceeds the limit, so nothing needs to be read. */
export function declaresTooLarge(request: IncomingMessage, limit: number): boolean {
  const declared = Number(request.headers['content-length'] ?? 0)
  return !Number.isFinite(declared) || declared > limit
}

/** Reads at most `limit` bytes; stops at the first chunk past it (a chunked body declares no length). */
export async function readCappedBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) throw new BodyTooLargeError(limit)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}
