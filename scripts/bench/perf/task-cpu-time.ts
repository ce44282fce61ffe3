/**
 * CPU time of each renderer main-thread task after the first paint, from a Chromium trace without throttling,
 * times the phone profile's slowdown: what a task takes on an idle phone, whatever else the machine runs
 * (docs/decisions/043-hydrate-what-moves.md). Usage: node scripts/bench/perf/task-cpu-time.ts RUNS URL...
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from '../../chromium.ts'
import { CPU_SLOWDOWN } from './in-page-run.ts'
import { BLOCKING_THRESHOLD_MS, WINDOW_AFTER_LOAD_MS } from './long-tasks.ts'

export type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  tdur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { frame?: string } }
}

export type TaskSummary = { longestMs: number; blockingMs: number; tasks: number }

/** The renderer main thread is the one that marks the first contentful paint; thread time is capped by wall time. */
export function summarizeTrace(events: readonly TraceEvent[], slowdown = CPU_SLOWDOWN): TaskSummary {
  const paint = events.find((event) => event.name === 'firstContentfulPaint')
  if (!paint) throw new Error('the trace has no first contentful paint')
  const onMain = (event: TraceEvent) => event.pid === paint.pid && event.tid === paint.tid
  const load = events.find((event) => onMain(event) && event.name === 'loadEventEnd')
  const endTs = (load?.ts ?? paint.ts) + WINDOW_AFTER_LOAD_MS * 1000
  const durations: number[] = []
  let coveredUntil = 0
  const tasks = events
    .filter((event) => onMain(event) && event.ph === 'X' && event.name === 'RunTask')
    .sort((a, b) => a.ts - b.ts)
  for (const task of tasks) {
    if (task.ts < coveredUntil) continue
    coveredUntil = task.ts + (task.dur ?? 0)
    if (task.ts >= paint.ts && task.ts < endTs)
      durations.push((Math.min(task.tdur ?? 0, task.dur ?? 0) / 1000) * slowdown)
  }
  return {
    longestMs: Math.max(0, ...durations),
    blockingMs: durations.reduce((sum, ms) => sum + Math.max(0, ms - BLOCKING_THRESHOLD_MS), 0),
    tasks: durations.length,
  }
}

async function traceOnce(url: string): Promise<TaskSummary> {
  const browser = await chromium.launch({ executablePath: SYSTEM_CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
    })
    const page = await context.newPage()
    await browser.startTracing(page, {
      categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(WINDOW_AFTER_LOAD_MS)
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }
    return summarizeTrace(trace.traceEvents)
  } finally {
    await browser.close()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

if (import.meta.main) {
  const [runs = '3', ...urls] = process.argv.slice(2)
  for (const url of urls) {
    const samples: TaskSummary[] = []
    for (let run = 0; run < Number(runs); run++) samples.push(await traceOnce(url))
    const longest = samples.map((sample) => Math.round(sample.longestMs))
    const blocking = samples.map((sample) => Math.round(sample.blockingMs))
    console.log(
      JSON.stringify({ url, longestMs: median(longest), runs: longest, blockingMs: median(blocking) }),
    )
  }
}
