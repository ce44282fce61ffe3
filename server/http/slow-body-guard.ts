import type { FastifyInstance } from 'fastify'

export interface SlowBodyGuardOptions {
  /** How often progress is checked. */
  windowMs: number
  /** Fewer bytes than this in one window, with the body unfinished, closes the connection. */
  minBytesPerWindow: number
  /** Runs `check` every `ms` until the returned function is called; tests pass their own clock. */
  every?: (ms: number, check: () => void) => () => void
}

/** The real clock: an interval that never keeps the process alive on its own. */
function everyInterval(ms: number, check: () => void): () => void {
  const timer = setInterval(check, ms)
  timer.unref()
  return () => clearInterval(timer)
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
