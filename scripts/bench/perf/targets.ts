/** The targets of scripts/bench/perf/budget.ts applied to a page's kept runs. */
import { IN_PAGE_TARGETS, LIGHTHOUSE_TARGETS } from './budget.ts'
import { fcpRange, median, medianSample, type Sample } from './lighthouse-sample.ts'
import type { InPageSample } from './long-tasks.ts'

/** Every target the page's medians miss, as `name value` (empty when all are met). */
export function missedTargets(path: string, samples: Sample[]): string[] {
  const sample = medianSample(samples)
  const targets = LIGHTHOUSE_TARGETS
  const misses: string[] = []
  if (sample.performance < targets.performance) misses.push(`performance ${sample.performance}`)
  if (sample.accessibility < targets.accessibility) misses.push(`accessibility ${sample.accessibility}`)
  if (sample.bestPractices < targets['best-practices']) misses.push(`best practices ${sample.bestPractices}`)
  if (sample.seo < targets.seo) misses.push(`SEO ${sample.seo}`)
  if (sample.cls > targets.maxCumulativeLayoutShift) misses.push(`CLS ${sample.cls.toFixed(3)}`)
  if (sample.tbtMs >= targets.maxTotalBlockingTimeMs) misses.push(`TBT ${sample.tbtMs.toFixed(0)} ms`)
  if (path === targets.home.path) {
    if (sample.lcpMs > targets.home.maxLargestContentfulPaintMs)
      misses.push(`LCP ${sample.lcpMs.toFixed(0)} ms`)
    const range = fcpRange(samples)
    if (range >= targets.home.maxFirstContentfulPaintRangeMs) misses.push(`FCP range ${range.toFixed(0)} ms`)
  }
  return misses
}

/** Each figure's median on its own, as for Lighthouse's. */
export function medianInPage(samples: InPageSample[]): InPageSample {
  const pick = (key: keyof InPageSample) => median(samples.map((sample) => sample[key]))
  return {
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    longestTaskMs: pick('longestTaskMs'),
    longTasks: pick('longTasks'),
  }
}

/** The in-page targets at 4× the medians miss, as `name value` (empty when all are met). */
export function missedInPageTargets(samples: InPageSample[]): string[] {
  const { tbtMs, longestTaskMs } = medianInPage(samples)
  const misses: string[] = []
  if (tbtMs >= IN_PAGE_TARGETS.maxTotalBlockingTimeMs) misses.push(`in-page TBT ${tbtMs.toFixed(0)} ms`)
  if (longestTaskMs > IN_PAGE_TARGETS.maxTaskAfterFirstPaintMs)
    misses.push(`longest task after first paint ${longestTaskMs.toFixed(0)} ms`)
  return misses
}
