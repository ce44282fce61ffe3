/**
 * The order of the runs and when a run is tried again. Runs go round the pages (run 1 of every page,
 * then run 2 of every page) so a change in the machine over the benchmark falls on every page alike.
 */

export type PlannedRun = { page: string; run: number }

export function planRuns(pages: readonly string[], runs: number): PlannedRun[] {
  return Array.from({ length: runs }, (_, index) => pages.map((page) => ({ page, run: index + 1 }))).flat()
}

/**
 * One attempt at a run: measured and kept, measured but discarded because other work shared the
 * machine, or failed (a Lighthouse runtime error such as NO_NAVSTART, or a browser that would not start).
 */
export type Attempt = { outcome: 'kept' } | { outcome: 'discarded' | 'failed'; reason: string }

export type AttemptLimits = { maxFailures: number; maxDiscards: number }

/** A run ends with a kept measurement, or gives up after three failures or three discards. */
export const ATTEMPT_LIMITS: AttemptLimits = { maxFailures: 3, maxDiscards: 3 }

/** Whether a run whose attempts so far are `attempts` should be attempted again. */
export function needsAnotherAttempt(attempts: Attempt[], limits: AttemptLimits = ATTEMPT_LIMITS): boolean {
  if (attempts.some((attempt) => attempt.outcome === 'kept')) return false
  const count = (outcome: Attempt['outcome']) =>
    attempts.filter((attempt) => attempt.outcome === outcome).length
  return count('failed') < limits.maxFailures && count('discarded') < limits.maxDiscards
}
