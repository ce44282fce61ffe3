import type { FastifyBaseLogger } from 'fastify'

export interface StopSteps {
  /** Stops listening and resolves once every request in flight has been answered. */
  closeServer: () => Promise<void>
  /** Ends the connections still open when the time is up. */
  dropConnections: () => void
  /** Lets the delivery in progress finish, claims nothing more and releases the leases it holds. */
  stopWorker: () => Promise<void>
  /** Releases the worker's leases without waiting for the delivery in progress. */
  releaseLeases: () => Promise<void>
  /** Timers and other background work that may finish or be abandoned. */
  stopBackground: () => Promise<void>
  /** Database and mail connections, closed last. */
  closeResources: () => Promise<void>
}

export type StopOutcome = 'drained' | 'timed out' | 'failed'

/** Time left after the drain for releasing leases and closing connections. */
export const CLOSE_GRACE_MS = 1_000

const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(resolve, ms, value).unref())

// Past `timeoutMs` connections are cut and leases released: another instance may resend (same Message-ID),
// which at-least-once delivery allows, rather than wait for lease expiry.
export async function stopGracefully(
  steps: StopSteps,
  { timeoutMs, log }: { timeoutMs: number; log: FastifyBaseLogger },
): Promise<StopOutcome> {
  const drained = Promise.all([steps.closeServer(), steps.stopWorker(), steps.stopBackground()]).then(
    () => 'drained' as const,
    (error: unknown) => {
      log.error({ err: error }, 'stopping failed')
      return 'failed' as const
    },
  )
  // Not unref'd: the deadline must come even if nothing else keeps the process running.
  let deadline: NodeJS.Timeout | undefined
  const timedOut = new Promise<'timed out'>((resolve) => {
    deadline = setTimeout(resolve, timeoutMs, 'timed out')
  })
  const outcome: StopOutcome = await Promise.race([drained, timedOut])
  clearTimeout(deadline)
  if (outcome !== 'drained') {
    if (outcome === 'timed out')
      log.error({ timeoutMs }, 'requests or deliveries still running at the stop deadline: cut off')
    steps.dropConnections()
    await Promise.race([steps.releaseLeases(), after(CLOSE_GRACE_MS / 2, undefined)])
  }
  await Promise.race([steps.closeResources(), after(CLOSE_GRACE_MS / 2, undefined)])
  return outcome
}
