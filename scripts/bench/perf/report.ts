/** The bench's tables: every run as it was measured, and the medians of the kept runs per page. */
import type { Sample } from './lighthouse-sample.ts'

/** A Markdown table whose columns are padded to their widest cell. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

export const RUN_HEADER = [
  'page',
  'run',
  'try',
  'perf',
  'FCP ms',
  'LCP ms',
  'TBT ms',
  'CLS',
  'JS KB',
  'requests',
  'others CPU',
  'verdict',
]

export type RunRecord = {
  page: string
  run: number
  attempt: number
  sample?: Sample
  /** Cores other processes used during the attempt, on average and at their busiest second. */
  otherWork?: { meanCores: number; peakCores: number }
  verdict: string
}

export function formatRunRow({ page, run, attempt, sample, otherWork, verdict }: RunRecord): string[] {
  const figures = sample
    ? [
        String(sample.performance),
        sample.fcpMs.toFixed(0),
        sample.lcpMs.toFixed(0),
        sample.tbtMs.toFixed(0),
        sample.cls.toFixed(3),
        sample.scriptKb.toFixed(1),
        String(sample.requests),
      ]
    : Array<string>(7).fill('-')
  const others = otherWork ? `${otherWork.meanCores.toFixed(2)} / ${otherWork.peakCores.toFixed(2)}` : '-'
  return [page, String(run), String(attempt), ...figures, others, verdict]
}

export const MEDIAN_HEADER = [
  'page',
  'kept',
  'perf',
  'a11y',
  'best',
  'seo',
  'FCP ms',
  'FCP range',
  'LCP ms',
  'LCP / ref',
  'TBT ms',
  'CLS',
  'JS KB',
  'total KB',
  'requests',
]

export function formatMedianRow(
  page: string,
  kept: number,
  sample: Sample,
  fcpRangeMs: number,
  referenceLcpMs: number,
): string[] {
  return [
    page,
    String(kept),
    String(sample.performance),
    String(sample.accessibility),
    String(sample.bestPractices),
    String(sample.seo),
    sample.fcpMs.toFixed(0),
    fcpRangeMs.toFixed(0),
    sample.lcpMs.toFixed(0),
    (sample.lcpMs / referenceLcpMs).toFixed(2),
    sample.tbtMs.toFixed(0),
    sample.cls.toFixed(3),
    sample.scriptKb.toFixed(1),
    sample.totalKb.toFixed(1),
    String(sample.requests),
  ]
}
