import type { FastifyInstance } from 'fastify'

/** Uploads are read into memory whole, so how many run at once is capped. */
export const UPLOAD_THRESHOLD_BYTES = 1024 * 1024
const RETRY_AFTER_SECONDS = 10

/** Beyond the cap the client gets 503 with Retry-After before its body is read. */
export function registerUploadLimiter(
  app: FastifyInstance,
  { path, maxConcurrent }: { path: string; maxConcurrent: number },
): void {
  let active = 0
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== path) return
    const length = Number(request.headers['content-length'])
    // A chunked body gives no length up front, so it counts as an upload.
    const large = Number.isFinite(length) ? length > UPLOAD_THRESHOLD_BYTES : true
    if (!large) return
    if (active >= maxConcurrent) {
      request.log.warn({ active, maxConcurrent }, 'upload refused: too many at once')
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .header('Connection', 'close')
        .send({ error: 'busy', fields: {}, retryAfterSeconds: RETRY_AFTER_SECONDS })
    }
    active += 1
    let released = false
    const release = () => {
      if (released) return
      released = true
      active -= 1
    }
    reply.raw.once('finish', release)
    reply.raw.once('close', release)
  })
}
