/** Runs go round the pages, so a change in the machine during the benchmark falls on all alike. */

export type PlannedRun = { page: string; run: number }

export function planRuns(pages: readonly string[], runs: number): PlannedRun[] {
  return Array.from({ length: runs }, (_, index) => pages.map((page) => ({ page, run: index + 1 }))).flat()
}

/** Failed: a Lighthouse runtime error such as NO_NAVSTART, or a browser that would not start. */
export type Attempt = { outcome: 'kept' } | { outcome: 'discarded' | 'failed'; reason: string }

export type AttemptLimits = { maxFailures: number; maxDiscards: number }

export const ATTEMPT_LIMITS: AttemptLimits = { maxFailures: 3, maxDiscards: 3 }

export function needsAnotherAttempt(attempts: Attempt[], limits: AttemptLimits = ATTEMPT_LIMITS): boolean {
  if (attempts.some((attempt) => attempt.outcome === 'kept')) return false
  const count = (outcome: Attempt['outcome']) =>
    attempts.filter((attempt) => attempt.outcome === outcome).length
  return count('failed') < limits.maxFailures && count('discarded') < limits.maxDiscards
}
