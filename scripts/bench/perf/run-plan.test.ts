import { describe, expect, it } from 'vitest'
import { type Attempt, needsAnotherAttempt, planRuns } from './run-plan.ts'

describe('planRuns', () => {
  it('goes round the pages, one run of each at a time', () => {
    expect(planRuns(['reference', '/', '/about'], 2)).toEqual([
      { page: 'reference', run: 1 },
      { page: '/', run: 1 },
      { page: '/about', run: 1 },
      { page: 'reference', run: 2 },
      { page: '/', run: 2 },
      { page: '/about', run: 2 },
    ])
  })
})

describe('needsAnotherAttempt', () => {
  const failed: Attempt = { outcome: 'failed', reason: 'NO_NAVSTART' }
  const discarded: Attempt = { outcome: 'discarded', reason: 'other processes used 0.5 cores' }
  const kept: Attempt = { outcome: 'kept' }

  it('starts every run', () => {
    expect(needsAnotherAttempt([])).toBe(true)
  })

  it('repeats a run that ended in a Lighthouse error, up to three times', () => {
    expect(needsAnotherAttempt([failed])).toBe(true)
    expect(needsAnotherAttempt([failed, failed])).toBe(true)
    expect(needsAnotherAttempt([failed, failed, failed])).toBe(false)
  })

  it('replaces a discarded run, up to three times', () => {
    expect(needsAnotherAttempt([discarded, discarded])).toBe(true)
    expect(needsAnotherAttempt([discarded, discarded, discarded])).toBe(false)
  })

  it('counts failures and discards separately', () => {
    expect(needsAnotherAttempt([failed, discarded, failed, discarded])).toBe(true)
  })

  it('stops at the first kept measurement', () => {
    expect(needsAnotherAttempt([failed, discarded, kept])).toBe(false)
  })
})
