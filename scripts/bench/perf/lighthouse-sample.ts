/** What one Lighthouse run says about a page, read from its result (the LHR), and medians over runs. */

export type Sample = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
  totalKb: number
  requests: number
  /** Lighthouse's measure of the host's speed; its simulation slows what this host did by a fixed 4×. */
  benchmarkIndex: number
}

/** The part of a Lighthouse result the bench reads. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

type ResourceSummaryItem = { resourceType: string; transferSize: number; requestCount?: number }

export function readSample({ categories, audits, environment }: LighthouseResult): Sample {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const items = (audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)?.items
  const summary = (type: string) => items?.find((item) => item.resourceType === type)
  const transferKb = (type: string) => (summary(type)?.transferSize ?? 0) / 1024
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: transferKb('script'),
    totalKb: transferKb('total'),
    requests: summary('total')?.requestCount ?? Number.NaN,
    benchmarkIndex: environment?.benchmarkIndex ?? Number.NaN,
  }
}

/** Of an even count, the upper middle value: an observed run, not a mean. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

export function medianSample(samples: Sample[]): Sample {
  const first = samples[0]
  if (!first) throw new Error('medianSample: no samples')
  const keys = Object.keys(first) as (keyof Sample)[]
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Sample
}

/** The spread of first paint over the runs, max minus min: a stable page keeps it small. */
export function fcpRange(samples: Sample[]): number {
  const values = samples.map((sample) => sample.fcpMs)
  return Math.max(...values) - Math.min(...values)
}
