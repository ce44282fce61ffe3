import { Worker } from 'node:worker_threads'
import { type DocumentKind, type DocumentVerdict, refuse } from './verdict.ts'

export interface CheckLimits {
  timeoutMs: number
  /** A document that needs more heap to parse is refused rather than crashing anything. */
  maxHeapMb: number
}

export const DEFAULT_CHECK_LIMITS: CheckLimits = { timeoutMs: 10_000, maxHeapMb: 256 }
/** More wait their turn, so a burst of uploads cannot take every core. */
const MAX_CONCURRENT_CHECKS = 2

const WORKER_URL = new URL('./check-worker.ts', import.meta.url)

let running = 0
const waiting: (() => void)[] = []

export const checksRunning = (): number => running

/** In a worker thread, so a hostile file costs only that worker (stopped at the time or heap limit). */
export async function checkDocument(
  kind: DocumentKind,
  content: Buffer,
  limits: CheckLimits = DEFAULT_CHECK_LIMITS,
): Promise<DocumentVerdict> {
  // A finishing check hands its slot straight to the next waiting one, so no newcomer slips in.
  if (running < MAX_CONCURRENT_CHECKS) running++
  else await new Promise<void>((resolve) => waiting.push(resolve))
  try {
    return await runWorker(kind, content, limits)
  } finally {
    const next = waiting.shift()
    if (next) next()
    else running--
  }
}

function runWorker(kind: DocumentKind, content: Buffer, limits: CheckLimits): Promise<DocumentVerdict> {
  return new Promise((resolve) => {
    let settled = false
    const settle = (verdict: DocumentVerdict) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void worker.terminate()
      resolve(verdict)
    }
    const worker = new Worker(WORKER_URL, {
      workerData: { kind, content: new Uint8Array(content) },
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    })
    // Parser warnings about a hostile file are not the server's log; the verdict's detail says enough.
    worker.stdout.resume()
    worker.stderr.resume()
    const timer = setTimeout(
      () => settle(refuse('unverifiable', `${kind}: check took over ${limits.timeoutMs} ms`)),
      limits.timeoutMs,
    )
    worker.on('message', (verdict: DocumentVerdict) => settle(verdict))
    worker.on('error', (error) => settle(refuse('unverifiable', `${kind}: check failed (${error.name})`)))
    worker.on('exit', (code) => settle(refuse('unverifiable', `${kind}: check stopped (exit ${code})`)))
  })
}
