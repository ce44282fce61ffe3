import { describe, expect, it } from 'vitest'
import {
  BLOCKING_MEDIAN_HEADER,
  BLOCKING_RUN_HEADER,
  describeSlowHost,
  formatBlockingMedianRow,
  formatBlockingRow,
} from './blocking-report.ts'
import type { Sample } from './lighthouse-sample.ts'

const sample: Sample = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 812,
  lcpMs: 1206,
  tbtMs: 183.4,
  cls: 0,
  scriptKb: 130,
  totalKb: 200,
  requests: 12,
  benchmarkIndex: 1204.6,
}
const inPage = { fcpMs: 640, tbtMs: 151.2, longestTaskMs: 171.6, longTasks: 2 }

describe('formatBlockingRow', () => {
  it('puts both instruments side by side with their gap, the longest task, the host speed and the load', () => {
    const row = formatBlockingRow({ page: '/about', run: 2, attempt: 1, load1: 1.234, sample, inPage })
    expect(row).toEqual(['/about', '2', '1', '1.23', '1205', '183', '151', '32', '172', '2'])
    expect(row).toHaveLength(BLOCKING_RUN_HEADER.length)
  })

  it('shows a dash for what an attempt that failed did not measure', () => {
    expect(formatBlockingRow({ page: '/', run: 1, attempt: 3, load1: 4, sample })).toEqual([
      '/',
      '1',
      '3',
      '4.00',
      '1205',
      '183',
      '-',
      '-',
      '-',
      '-',
    ])
  })
})

describe('formatBlockingMedianRow', () => {
  it('says the instruments agree when the gap is within 25 % of the larger', () => {
    const row = formatBlockingMedianRow('/about', 3, sample, inPage)
    expect(row).toEqual(['/about', '3', '1205', '183', '151', '32', '46', 'agree', '172'])
    expect(row).toHaveLength(BLOCKING_MEDIAN_HEADER.length)
  })

  it('says they disagree when the gap is over both 25 ms and 25 %', () => {
    const row = formatBlockingMedianRow('/', 3, { ...sample, tbtMs: 19 }, inPage)
    expect(row.slice(3, 8)).toEqual(['19', '151', '132', '38', 'DISAGREE'])
  })
})

describe('describeSlowHost', () => {
  it('notes a host under the benchmark index Lighthouse warns at, and stays silent otherwise', () => {
    expect(describeSlowHost([1500, 1100])).toBeUndefined()
    expect(describeSlowHost([1500, 850.2])).toMatch(
      /^SLOW HOST: benchmark index down to 850, under Lighthouse's 1000;/,
    )
  })
})
