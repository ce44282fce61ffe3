/** Blocking time by both instruments side by side, with how fast the host was and how busy. */
import { SLOW_HOST_BENCHMARK_INDEX } from './budget.ts'
import { allowedGapMs, instrumentsDisagree } from './instrument-agreement.ts'
import type { Sample } from './lighthouse-sample.ts'
import type { InPageSample } from './long-tasks.ts'

export const BLOCKING_RUN_HEADER = [
  'page',
  'run',
  'try',
  'load 1 min',
  'benchmark index',
  'Lighthouse TBT ms',
  'in-page TBT ms (4×)',
  'gap ms',
  'longest task ms (4×)',
  'long tasks',
]

export type BlockingRun = {
  page: string
  run: number
  attempt: number
  /** The 1-minute load average when the attempt began. */
  load1: number
  sample?: Sample
  inPage?: InPageSample
}

const ms = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(0))

export function formatBlockingRow({ page, run, attempt, load1, sample, inPage }: BlockingRun): string[] {
  const gap = sample && inPage ? Math.abs(sample.tbtMs - inPage.tbtMs) : undefined
  return [
    page,
    String(run),
    String(attempt),
    load1.toFixed(2),
    ms(sample?.benchmarkIndex),
    ms(sample?.tbtMs),
    ms(inPage?.tbtMs),
    ms(gap),
    ms(inPage?.longestTaskMs),
    inPage ? String(inPage.longTasks) : '-',
  ]
}

export const BLOCKING_MEDIAN_HEADER = [
  'page',
  'kept',
  'benchmark index',
  'Lighthouse TBT ms',
  'in-page TBT ms (4×)',
  'gap ms',
  'allowed gap ms',
  'instruments',
  'longest task ms (4×)',
]

/** Medians of the kept runs, each figure on its own. */
export function formatBlockingMedianRow(
  page: string,
  kept: number,
  sample: Sample,
  inPage: InPageSample,
): string[] {
  return [
    page,
    String(kept),
    ms(sample.benchmarkIndex),
    ms(sample.tbtMs),
    ms(inPage.tbtMs),
    ms(Math.abs(sample.tbtMs - inPage.tbtMs)),
    ms(allowedGapMs(sample.tbtMs, inPage.tbtMs)),
    instrumentsDisagree(sample.tbtMs, inPage.tbtMs) ? 'DISAGREE' : 'agree',
    ms(inPage.longestTaskMs),
  ]
}

/** A line for the report when Lighthouse would warn that the host is slow, else nothing. */
export function describeSlowHost(benchmarkIndexes: number[]): string | undefined {
  const slowest = Math.min(...benchmarkIndexes)
  if (!(slowest < SLOW_HOST_BENCHMARK_INDEX)) return undefined
  return (
    `SLOW HOST: benchmark index down to ${slowest.toFixed(0)}, under Lighthouse's ${SLOW_HOST_BENCHMARK_INDEX}; ` +
    'both instruments slow this host 4×, so their blocking times read higher than on the hosts Lighthouse assumes.'
  )
}
