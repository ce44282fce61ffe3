import type { FastifyInstance } from 'fastify'

export interface SlowBodyGuardOptions {
  windowMs: number
  minBytesPerWindow: number
  /** Tests pass their own clock. */
  every?: (ms: number, check: () => void) => () => void
}

/** Never keeps the process alive on its own. */
function everyInterval(ms: number, check: () => void): () => void {
  const timer = setInterval(check, ms)
  timer.unref()
  return () => clearInterval(timer)
}

/** Slower than any real uplink, faster than a slow-loris drip. */
export const DEFAULT_SLOW_BODY_GUARD: SlowBodyGuardOptions = { windowMs: 10_000, minBytesPerWindow: 8 * 1024 }

/** requestTimeout is long enough for a 10 MB upload on a slow line, so a byte-every-few-seconds drip needs its own guard. */
export function registerSlowBodyGuard(app: FastifyInstance, options: SlowBodyGuardOptions): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw
    if (raw.method !== 'POST' && raw.method !== 'PUT' && raw.method !== 'PATCH') return
    const socket = raw.socket
    let lastBytes = socket.bytesRead
    const stop = (options.every ?? everyInterval)(options.windowMs, () => {
      if (raw.complete || raw.destroyed) {
        stop()
        return
      }
      const received = socket.bytesRead - lastBytes
      lastBytes = socket.bytesRead
      if (received < options.minBytesPerWindow) {
        stop()
        request.log.info({ received, windowMs: options.windowMs }, 'request body too slow: connection closed')
        socket.destroy()
      }
    })
    raw.once('close', () => stop())
  })
}
