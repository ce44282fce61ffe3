import { describe, expect, it } from 'vitest'
import { describeDisturbance, summarizeOtherWork } from './run-disturbance.ts'

describe('summarizeOtherWork', () => {
  it('averages over the time of the run and finds its busiest interval', () => {
    const work = summarizeOtherWork([
      { seconds: 1, otherTicks: 2 },
      { seconds: 1, otherTicks: 40 },
      { seconds: 2, otherTicks: 6 },
    ])
    expect(work.meanCores).toBeCloseTo(48 / 100 / 4)
    expect(work.peakCores).toBeCloseTo(0.4)
  })

  it('judges no peak on a sliver of an interval, where one tick would read as a tenth of a core', () => {
    const work = summarizeOtherWork([
      { seconds: 1, otherTicks: 3 },
      { seconds: 0.05, otherTicks: 2 },
    ])
    expect(work.peakCores).toBeCloseTo(0.03)
  })

  it('finds nothing in a run with no intervals', () => {
    expect(summarizeOtherWork([])).toEqual({ meanCores: 0, peakCores: 0 })
  })
})

describe('describeDisturbance', () => {
  const limits = { maxMeanOtherCores: 0.1, maxPeakOtherCores: 0.33 }

  it('keeps a run the rest of the machine left alone', () => {
    expect(describeDisturbance({ meanCores: 0.03, peakCores: 0.08 }, limits)).toBeUndefined()
  })

  it('discards a run that shared the machine throughout', () => {
    expect(describeDisturbance({ meanCores: 0.25, peakCores: 0.3 }, limits)).toBe(
      'other processes used 0.25 cores on average (limit 0.1)',
    )
  })

  it('discards a run with a burst of other work, though the average stays low', () => {
    expect(describeDisturbance({ meanCores: 0.06, peakCores: 0.9 }, limits)).toBe(
      '0.90 cores in one second (limit 0.33)',
    )
  })
})
