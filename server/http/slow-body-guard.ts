import type { FastifyInstance } from 'fastify'

export interface SlowBodyGuardOptions {
  /** How often progress is checked. */
  windowMs: number
  /** Fewer bytes than this in one window, with the body unfinished, closes the connection. */
  minBytesPerWindow: number
}

/** 8 KB per 10 s is 6.4 kbit/s: slower than any real uplink, faster than a slow-loris drip. */
export const DEFAULT_SLOW_BODY_GUARD: SlowBodyGuardOptions = { windowMs: 10_000, minBytesPerWindow: 8 * 1024 }

/**
 * Closes the connection of a request whose body stalls. Node's requestTimeout bounds the whole request,
 * but a limit long enough for a 10 MB document on a slow line would let a client that sends one byte
 * every few seconds hold a connection for minutes. Progress is read from the socket's byte count, so the
 * body stream itself is never touched.
 */
export function registerSlowBodyGuard(app: FastifyInstance, options: SlowBodyGuardOptions): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw
    if (raw.method !== 'POST' && raw.method !== 'PUT' && raw.method !== 'PATCH') return
    const socket = raw.socket
    let lastBytes = socket.bytesRead
    const timer = setInterval(() => {
      if (raw.complete || raw.destroyed) {
        clearInterval(timer)
        return
      }
      const received = socket.bytesRead - lastBytes
      lastBytes = socket.bytesRead
      if (received < options.minBytesPerWindow) {
        clearInterval(timer)
        request.log.info({ received, windowMs: options.windowMs }, 'request body too slow: connection closed')
        socket.destroy()
      }
    }, options.windowMs)
    timer.unref()
    raw.once('close', () => clearInterval(timer))
  })
}
