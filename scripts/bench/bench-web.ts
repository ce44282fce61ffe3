// Lighthouse (mobile) and the in-page Long Tasks API at 4× CPU on the budget pages
// (docs/decisions/030-web-benchmark-method.md). Usage: npm run bench:web [-- --runs 3 --pages /,/about --idle-wait 600 --allow-busy --chrome PATH --reference URL].
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { SYSTEM_CHROMIUM } from '../chromium.ts'
import {
  BLOCKING_MEDIAN_HEADER,
  BLOCKING_RUN_HEADER,
  type BlockingRun,
  describeSlowHost,
  formatBlockingMedianRow,
  formatBlockingRow,
} from './perf/blocking-report.ts'
import { BUDGET_PAGES } from './perf/budget.ts'
import { describeBusyMachine, sampleMachine, waitForIdleMachine } from './perf/idle-machine.ts'
import { runInPage } from './perf/in-page-run.ts'
import { describeDisagreement, instrumentsDisagree } from './perf/instrument-agreement.ts'
import { runLighthouse } from './perf/lighthouse-run.ts'
import { fcpRange, medianSample, type Sample } from './perf/lighthouse-sample.ts'
import type { InPageSample } from './perf/long-tasks.ts'
import {
  formatMedianRow,
  formatRunRow,
  formatTable,
  MEDIAN_HEADER,
  RUN_HEADER,
  type RunRecord,
} from './perf/report.ts'
import { describeDisturbance, summarizeOtherWork } from './perf/run-disturbance.ts'
import { type Attempt, needsAnotherAttempt, planRuns } from './perf/run-plan.ts'
import { type SiteProcess, startReferenceProcess, startSiteProcess } from './perf/site-process.ts'
import { medianInPage, missedInPageTargets, missedTargets } from './perf/targets.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: process.env.BENCH_RUNS ?? '3' },
    pages: { type: 'string', default: process.env.BENCH_PAGES ?? BUDGET_PAGES.join(',') },
    'idle-wait': { type: 'string', default: process.env.BENCH_IDLE_WAIT_S ?? '600' },
    'allow-busy': { type: 'boolean', default: process.env.BENCH_ALLOW_BUSY === '1' },
    chrome: { type: 'string' },
    reference: { type: 'string' },
  },
})
const runs = Number(values.runs)
const pages = values.pages
  .split(',')
  .map((page) => page.trim())
  .filter(Boolean)
const maxIdleWaitMs = Number(values['idle-wait']) * 1000
const allowBusy = values['allow-busy']
const chromePath = values.chrome ?? process.env.CHROME_PATH ?? SYSTEM_CHROMIUM
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  pages.some((page) => !page.startsWith('/')) ||
  !(maxIdleWaitMs >= 0)
) {
  console.error('bench:web: --runs must be a whole number from 1, --pages paths from /, --idle-wait seconds')
  process.exit(2)
}
const capped =
  runs < 3 || pages.length < BUDGET_PAGES.length || BUDGET_PAGES.some((page) => !pages.includes(page))

const root = resolve(import.meta.dirname, '../..')
const clientDir = join(root, 'build/client')
if (!existsSync(join(clientDir, '404.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Exiting runs the hooks that stop the servers and the browser.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

const REFERENCE = 'reference'
const formatLoad = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ')
const loadAtStart = loadavg()
type BenchRecord = RunRecord & BlockingRun
type Kept = { sample: Sample; inPage: InPageSample }
const records: BenchRecord[] = []
const kept = new Map<string, Kept[]>()
let gaveUp: string | undefined

async function waitForQuiet(): Promise<{ busyBefore?: string; notIdle?: string }> {
  if (allowBusy) return { busyBefore: describeBusyMachine(await sampleMachine(process.pid)) }
  const wait = await waitForIdleMachine({
    rootPid: process.pid,
    maxWaitMs: maxIdleWaitMs,
    report: console.error,
  })
  return wait.idle
    ? {}
    : { notIdle: `the machine was not idle for ${Math.round(wait.waitedMs / 1000)} s: ${wait.busy}` }
}

/** Lighthouse, then the in-page instrument, each in a new browser; others' CPU is judged over both. */
async function attemptRun(
  url: string,
  record: Omit<BenchRecord, 'verdict'>,
  busyBefore: string | undefined,
): Promise<{ attempt: Attempt; record: BenchRecord }> {
  const result = await runLighthouse(url, chromePath)
  if ('error' in result) {
    const otherWork = summarizeOtherWork(result.otherWork)
    return {
      attempt: { outcome: 'failed', reason: result.error },
      record: { ...record, otherWork, verdict: `Lighthouse error ${result.error}` },
    }
  }
  const inPage = await runInPage(url, chromePath)
  const otherWork = summarizeOtherWork([...result.otherWork, ...inPage.otherWork])
  const disturbance = describeDisturbance(otherWork)
  if ('error' in inPage)
    return {
      attempt: { outcome: 'failed', reason: inPage.error },
      record: { ...record, otherWork, sample: result.sample, verdict: `in-page error ${inPage.error}` },
    }
  const measured = { ...record, otherWork, sample: result.sample, inPage: inPage.sample }
  if (disturbance && !allowBusy)
    return {
      attempt: { outcome: 'discarded', reason: disturbance },
      record: { ...measured, verdict: `discarded: ${disturbance}` },
    }
  const busy = [busyBefore && `before: ${busyBefore}`, disturbance && `during: ${disturbance}`].filter(
    Boolean,
  )
  const verdict = busy.length > 0 ? `kept on a busy machine (${busy.join('; ')})` : 'kept'
  return { attempt: { outcome: 'kept' }, record: { ...measured, verdict } }
}

const processes: SiteProcess[] = []
async function startReference(): Promise<string> {
  const reference = await startReferenceProcess()
  processes.push(reference)
  return `${reference.origin}/`
}

try {
  const site = await startSiteProcess(clientDir)
  processes.push(site)
  const referenceUrl: string = values.reference ?? (await startReference())
  const urlOf = (page: string) => (page === REFERENCE ? referenceUrl : `${site.origin}${page}`)

  measuring: for (const { page, run } of planRuns([REFERENCE, ...pages], runs)) {
    const attempts: Attempt[] = []
    while (needsAnotherAttempt(attempts)) {
      const { busyBefore, notIdle } = await waitForQuiet()
      if (notIdle) {
        gaveUp = `${notIdle} (before ${page} run ${run})`
        break measuring
      }
      const { attempt, record } = await attemptRun(
        urlOf(page),
        { page, run, attempt: attempts.length + 1, load1: loadavg()[0] ?? Number.NaN },
        busyBefore,
      )
      attempts.push(attempt)
      if (attempt.outcome === 'kept' && record.sample && record.inPage)
        kept.set(page, [...(kept.get(page) ?? []), { sample: record.sample, inPage: record.inPage }])
      if (attempt.outcome !== 'kept')
        record.verdict += needsAnotherAttempt(attempts) ? ' (tried again)' : ' (run given up)'
      records.push(record)
      console.error(formatRunRow(record).join('  '))
    }
  }
} finally {
  await Promise.all(processes.map((child) => child.stop()))
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`
const lines: string[] = []
const print = (text = '') => lines.push(text)
print(
  `Lighthouse, mobile emulation, and the page's Long Tasks API under real 4× CPU throttling, ${plural(runs, 'kept run')} ` +
    'wanted per page, a new browser and profile for each run of each; ' +
    'medians of the kept runs (transfer sizes as sent, compressed); FCP range is max - min over the kept ' +
    "runs; LCP / ref is the median LCP over the reference's.",
)
if (capped)
  print(
    `Capped run (BENCH_RUNS / BENCH_PAGES or flags): ${plural(runs, 'run')} of ${pages.join(', ')}; not the full benchmark.`,
  )
if (allowBusy)
  print(
    'BUSY MACHINE ALLOWED: no wait for an idle machine and no run discarded; these figures do not judge the site.',
  )
print(`Load average (1, 5, 15 min): at start ${formatLoad(loadAtStart)}, at end ${formatLoad(loadavg())}`)
print()
print('Every run ("others CPU" is the cores other processes used during it, mean / busiest second):')
print(formatTable(RUN_HEADER, records.map(formatRunRow)))
print()
print(
  'Blocking time of every run by both instruments: Lighthouse simulates 4× from the tasks it saw at full speed; ' +
    'in-page sums (duration - 50 ms) over long tasks from first paint to 6 s after load at a real 4×:',
)
print(formatTable(BLOCKING_RUN_HEADER, records.map(formatBlockingRow)))
print()
const count = (prefix: string) => records.filter((record) => record.verdict.startsWith(prefix)).length
print(
  `${plural(records.length, 'attempt')}: ${count('kept')} kept, ${count('discarded')} discarded because other processes ` +
    `used the CPU, ${count('Lighthouse error') + count('in-page error')} ended in an error; a run is tried at most three times for each.`,
)
if (gaveUp) print(`STOPPED: ${gaveUp}.`)
print()

const lighthouseOf = (page: string) => (kept.get(page) ?? []).map((run) => run.sample)
const inPageOf = (page: string) => (kept.get(page) ?? []).map((run) => run.inPage)
const referenceSamples = lighthouseOf(REFERENCE)
const referenceLcpMs = referenceSamples.length > 0 ? medianSample(referenceSamples).lcpMs : Number.NaN
const medianRows: string[][] = []
const blockingRows: string[][] = []
const notMeasured: string[] = []
const missed: string[] = []
const disagreements: string[] = []
for (const page of [REFERENCE, ...pages]) {
  const samples = lighthouseOf(page)
  const inPage = inPageOf(page)
  const label = page === REFERENCE ? `reference ${values.reference ?? '(static page)'}` : page
  if (samples.length === 0) {
    notMeasured.push(label)
    continue
  }
  const sample = medianSample(samples)
  const inPageMedian = medianInPage(inPage)
  medianRows.push(formatMedianRow(label, samples.length, sample, fcpRange(samples), referenceLcpMs))
  blockingRows.push(formatBlockingMedianRow(label, samples.length, sample, inPageMedian))
  // The reference page is held to agreement too: it checks the instruments, not the site.
  if (instrumentsDisagree(sample.tbtMs, inPageMedian.tbtMs))
    disagreements.push(`DISAGREE ${describeDisagreement(label, sample.tbtMs, inPageMedian.tbtMs)}`)
  const misses = page === REFERENCE ? [] : [...missedTargets(page, samples), ...missedInPageTargets(inPage)]
  if (misses.length > 0) missed.push(`MISSED ${page}: ${misses.join(', ')}`)
}
print('Medians of the kept runs:')
print(formatTable(MEDIAN_HEADER, medianRows))
print()
print('Blocking time, medians of the kept runs by both instruments:')
print(formatTable(BLOCKING_MEDIAN_HEADER, blockingRows))
const slowHost = describeSlowHost(
  records.flatMap((record) => (record.sample ? [record.sample.benchmarkIndex] : [])),
)
if (slowHost) print(slowHost)
for (const disagreement of disagreements) print(disagreement)
for (const miss of missed) print(miss)
for (const label of notMeasured) print(`NOT MEASURED ${label}: no kept run`)
console.log(lines.join('\n'))
const failed =
  missed.length > 0 ||
  disagreements.length > 0 ||
  notMeasured.some((label) => !label.startsWith(REFERENCE)) ||
  gaveUp !== undefined
process.exit(failed ? 1 : 0)
