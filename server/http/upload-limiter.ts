import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Uploads are read into memory whole, so how many run at once is capped. */
export const UPLOAD_THRESHOLD_BYTES = 1024 * 1024
const RETRY_AFTER_SECONDS = 10

export interface UploadLimits {
  /** Uploads read at once by this process; beyond it the answer is 503 with Retry-After. */
  maxConcurrent: number
  /** Of those, from one client address (http/trust-proxy.ts); beyond it the answer is 429 with Retry-After. */
  maxPerAddress: number
  /** Slowest pace after `graceMs`; slower uploads get 408, so a place costs bandwidth, not a drip. */
  minBytesPerSecond: number
  graceMs: number
  /** How often the pace is checked; tests pass their own clock. */
  every?: (ms: number, check: () => void) => () => void
}

// 256 kbit/s: a 10 MB upload needs ~1 Mbit/s to beat the 120 s timeout anyway, so this cuts nothing that
// could finish, yet makes holding a place 40 times dearer than the slow-body guard's 8 KB per 10 s.
export const DEFAULT_UPLOAD_LIMITS: UploadLimits = {
  maxConcurrent: 3,
  maxPerAddress: 1,
  minBytesPerSecond: 32 * 1024,
  graceMs: 10_000,
}

const PACE_CHECK_MS = 1_000

export interface UploadRefusal {
  status: 408 | 429 | 503
  error: 'upload_too_slow' | 'too_many_uploads' | 'busy'
  retryAfterSeconds?: number
}

/** Never keeps the process alive on its own. */
function everyInterval(ms: number, check: () => void): () => void {
  const timer = setInterval(check, ms)
  timer.unref()
  return () => clearInterval(timer)
}

/** A chunked body gives no length up front, so it counts as an upload. */
function isUpload(request: FastifyRequest): boolean {
  const length = Number(request.headers['content-length'])
  return Number.isFinite(length) ? length > UPLOAD_THRESHOLD_BYTES : true
}

/** Admits an upload before its body is read, or refuses it; it holds its place until answered or closed. */
export function registerUploadLimiter(
  scope: FastifyInstance,
  {
    path,
    limits,
    refuse,
  }: {
    path: string
    limits: UploadLimits
    refuse: (request: FastifyRequest, reply: FastifyReply, refusal: UploadRefusal) => FastifyReply
  },
): void {
  let active = 0
  const perAddress = new Map<string, number>()
  scope.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || request.url.split('?')[0] !== path || !isUpload(request)) return
    const address = request.ip
    const fromAddress = perAddress.get(address) ?? 0
    if (fromAddress >= limits.maxPerAddress) {
      request.log.warn(
        { fromAddress, maxPerAddress: limits.maxPerAddress },
        'upload refused: one address at its cap',
      )
      return refuse(request, reply, {
        status: 429,
        error: 'too_many_uploads',
        retryAfterSeconds: RETRY_AFTER_SECONDS,
      })
    }
    if (active >= limits.maxConcurrent) {
      request.log.warn({ active, maxConcurrent: limits.maxConcurrent }, 'upload refused: too many at once')
      return refuse(request, reply, { status: 503, error: 'busy', retryAfterSeconds: RETRY_AFTER_SECONDS })
    }
    active += 1
    perAddress.set(address, fromAddress + 1)
    const stopPace = watchPace(request, reply, limits, refuse)
    let released = false
    const release = () => {
      if (released) return
      released = true
      stopPace()
      active -= 1
      const left = (perAddress.get(address) ?? 1) - 1
      if (left > 0) perAddress.set(address, left)
      else perAddress.delete(address)
    }
    reply.raw.once('finish', release)
    reply.raw.once('close', release)
  })
}

/** Answers 408 once the body falls behind the slowest pace allowed; the answer frees the place. */
function watchPace(
  request: FastifyRequest,
  reply: FastifyReply,
  { minBytesPerSecond, graceMs, every = everyInterval }: UploadLimits,
  refuse: (request: FastifyRequest, reply: FastifyReply, refusal: UploadRefusal) => FastifyReply,
): () => void {
  const socket = request.raw.socket
  const startBytes = socket.bytesRead
  const started = Date.now()
  const stop = every(PACE_CHECK_MS, () => {
    if (request.raw.complete || reply.sent || socket.destroyed) {
      stop()
      return
    }
    const behindGraceMs = Date.now() - started - graceMs
    const received = socket.bytesRead - startBytes
    if (behindGraceMs <= 0 || received >= (minBytesPerSecond * behindGraceMs) / 1000) return
    stop()
    request.log.info({ received, elapsedMs: Date.now() - started }, 'upload too slow: refused')
    refuse(request, reply, { status: 408, error: 'upload_too_slow' })
  })
  return stop
}
