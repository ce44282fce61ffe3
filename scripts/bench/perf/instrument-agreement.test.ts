import { describe, expect, it } from 'vitest'
import { allowedGapMs, describeDisagreement, instrumentsDisagree } from './instrument-agreement.ts'

describe('instrumentsDisagree', () => {
  it('lets small readings differ by up to 25 ms', () => {
    expect(instrumentsDisagree(0, 25)).toBe(false)
    expect(instrumentsDisagree(40, 15)).toBe(false)
    expect(instrumentsDisagree(0, 26)).toBe(true)
  })

  it('lets large readings differ by up to 25 % of the larger', () => {
    expect(allowedGapMs(400, 300)).toBe(100)
    expect(instrumentsDisagree(400, 300)).toBe(false)
    expect(instrumentsDisagree(300, 400)).toBe(false)
    expect(instrumentsDisagree(400, 299)).toBe(true)
  })

  it('flags a gap only when it is over both 25 ms and 25 %', () => {
    // 30 ms is over 25 ms but only 20 % of 150.
    expect(instrumentsDisagree(150, 120)).toBe(false)
    // 20 ms is 100 % of 20 but not over 25 ms.
    expect(instrumentsDisagree(20, 0)).toBe(false)
    // 135 ms against 19 ms: both.
    expect(instrumentsDisagree(135, 19)).toBe(true)
  })
})

describe('describeDisagreement', () => {
  it('names the page, both readings, the gap and the gap allowed', () => {
    expect(describeDisagreement('/about', 483, 150)).toBe(
      '/about: Lighthouse TBT 483 ms and in-page TBT 150 ms differ by 333 ms, more than 121 ms ' +
        '(25 ms or 25 % of the larger, whichever is more): one of the instruments is wrong',
    )
  })
})
