import { describe, expect, it } from 'vitest'
import type { Sample } from './lighthouse-sample.ts'
import type { InPageSample } from './long-tasks.ts'
import { medianInPage, missedInPageTargets, missedTargets } from './targets.ts'

const meets: Sample = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
  scriptKb: 130,
  totalKb: 200,
  requests: 12,
  benchmarkIndex: 1500,
}

describe('missedTargets', () => {
  it('finds nothing missing on a page that meets every target', () => {
    expect(missedTargets('/', [meets, meets, meets])).toEqual([])
  })

  it('names each missed target with the median that missed it', () => {
    const slow = { ...meets, performance: 93, tbtMs: 316, cls: 0.02 }
    expect(missedTargets('/about', [slow, slow, meets])).toEqual([
      'performance 93',
      'CLS 0.020',
      'TBT 316 ms',
    ])
  })

  it('holds blocking time under 50 ms: 50 itself misses', () => {
    expect(missedTargets('/about', [{ ...meets, tbtMs: 50 }])).toEqual(['TBT 50 ms'])
  })

  it('holds the home page, and only the home page, to its LCP and first-paint spread', () => {
    const late = [
      { ...meets, lcpMs: 1600, fcpMs: 700 },
      { ...meets, lcpMs: 1600, fcpMs: 900 },
    ]
    expect(missedTargets('/', late)).toEqual(['LCP 1600 ms', 'FCP range 200 ms'])
    expect(missedTargets('/contact', late)).toEqual([])
  })
})

describe('missedInPageTargets', () => {
  const quiet: InPageSample = { fcpMs: 900, tbtMs: 0, longestTaskMs: 0, longTasks: 0 }

  it('finds nothing missing when no task after first paint is long', () => {
    expect(missedInPageTargets([quiet, quiet, quiet])).toEqual([])
  })

  it('holds the median blocking time under 50 ms: 50 itself misses', () => {
    const blocking = { ...quiet, tbtMs: 50, longestTaskMs: 50, longTasks: 1 }
    expect(missedInPageTargets([blocking, blocking, quiet])).toEqual(['in-page TBT 50 ms'])
  })

  it('misses a median longest task over 50 ms even when blocking time is small', () => {
    const oneTask = { ...quiet, tbtMs: 12, longestTaskMs: 62, longTasks: 1 }
    expect(missedInPageTargets([oneTask, quiet, oneTask])).toEqual(['longest task after first paint 62 ms'])
  })

  it('judges each figure by its own median', () => {
    const runs = [
      { ...quiet, tbtMs: 300, longestTaskMs: 90, longTasks: 4 },
      { ...quiet, tbtMs: 10, longestTaskMs: 60, longTasks: 1 },
      { ...quiet, tbtMs: 20, longestTaskMs: 70, longTasks: 2 },
    ]
    expect(medianInPage(runs)).toEqual({ fcpMs: 900, tbtMs: 20, longestTaskMs: 70, longTasks: 2 })
  })
})
