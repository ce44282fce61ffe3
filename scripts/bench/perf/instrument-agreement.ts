/** When Lighthouse's simulated blocking time and the in-page one differ so much that one must be wrong. */

/** Below this gap two readings agree whatever their size: a single task's jitter moves TBT this much. */
export const AGREEMENT_FLOOR_MS = 25
/** Above the floor, readings agree within this share of the larger, since timing noise grows with the work. */
export const AGREEMENT_SHARE = 0.25

/** The largest gap at which two readings still agree: max(25 ms, 25 % of the larger). */
export function allowedGapMs(lighthouseMs: number, inPageMs: number): number {
  return Math.max(AGREEMENT_FLOOR_MS, AGREEMENT_SHARE * Math.max(lighthouseMs, inPageMs))
}

/** True only when the gap is over 25 ms and over 25 % of the larger reading. */
export function instrumentsDisagree(lighthouseMs: number, inPageMs: number): boolean {
  return Math.abs(lighthouseMs - inPageMs) > allowedGapMs(lighthouseMs, inPageMs)
}

export function describeDisagreement(page: string, lighthouseMs: number, inPageMs: number): string {
  const gap = Math.abs(lighthouseMs - inPageMs)
  return (
    `${page}: Lighthouse TBT ${lighthouseMs.toFixed(0)} ms and in-page TBT ${inPageMs.toFixed(0)} ms differ by ` +
    `${gap.toFixed(0)} ms, more than ${allowedGapMs(lighthouseMs, inPageMs).toFixed(0)} ms ` +
    `(25 ms or 25 % of the larger, whichever is more): one of the instruments is wrong`
  )
}
