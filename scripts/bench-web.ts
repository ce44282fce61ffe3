/**
 * `npm run bench:web`: Lighthouse in its default mobile emulation (Moto G Power, simulated slow 4G and
 * 4x CPU slowdown) against the production server, three runs per budget page, medians in a table.
 * Exits non-zero when a page misses a target of scripts/perf/budget.ts.
 *
 * A reference page is measured in the same run, and each page's LCP is printed as a ratio to it: the
 * machine's load slows both alike, so the ratio says more than the milliseconds. By default the
 * reference is the minimal static page in scripts/perf/reference, served by a small static server on
 * 127.0.0.1; `--reference URL` measures another page instead (any page Chromium can open).
 * Usage: npm run bench:web [-- --runs 3 --chrome /usr/bin/chromium --reference https://example.com/]
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { createApp } from '../server/app.ts'
import { openSqliteRepo } from '../server/db/sqlite.ts'
import { CHROMIUM_ARGS, SYSTEM_CHROMIUM } from './chromium.ts'
import { BUDGET_PAGES, LIGHTHOUSE_TARGETS } from './perf/budget.ts'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? SYSTEM_CHROMIUM },
    reference: { type: 'string' },
  },
})
const runs = Number(values.runs)
const root = resolve(import.meta.dirname, '..')
const clientDir = join(root, 'build/client')

if (!existsSync(join(clientDir, '404.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const loadAtStart = loadavg()
const formatLoad = (load: number[]) => load.map((value) => value.toFixed(2)).join(' ')

const REFERENCE_PAGE = join(root, 'scripts/perf/reference/index.html')

/** Serves the reference page (and nothing else) from 127.0.0.1; resolves to its URL. */
async function serveReferencePage(): Promise<{ url: string; server: Server }> {
  const html = await readFile(REFERENCE_PAGE)
  const server = createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found')
      return
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
    response.end(html)
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const address = server.address()
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server }
}

type Sample = {
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
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** The spread of first paint across the runs, max minus min: a stable page keeps it small. */
function fcpRange(samples: Sample[]): number {
  const values = samples.map((sample) => sample.fcpMs)
  return Math.max(...values) - Math.min(...values)
}

function medianSample(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0] as Sample) as (keyof Sample)[]
  return Object.fromEntries(keys.map((key) => [key, median(samples.map((sample) => sample[key]))])) as Sample
}

const workDir = await mkdtemp(join(tmpdir(), 'gtf-bench-web-'))
const repo = openSqliteRepo(join(workDir, 'bench.sqlite'))
const app = await createApp({
  clientDir,
  logLevel: 'silent',
  enquiries: { repo, onStored: () => {}, rateLimit: false, minFillMs: 0, thankYouPath: '/thank-you' },
})
await app.listen({ port: 0, host: '127.0.0.1' })
const address = app.server.address()
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

const reference = values.reference ? { url: values.reference, server: undefined } : await serveReferencePage()

const chrome = await chromeLauncher.launch({
  chromePath: values.chrome,
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
})

/** Lighthouse occasionally fails to record a trace on a busy machine; such a run is repeated. */
async function audit(url: string, attemptsLeft = 3): Promise<Sample> {
  try {
    return await auditOnce(url)
  } catch (error) {
    if (attemptsLeft <= 1) throw error
    console.error(`retrying ${url}: ${(error as Error).message}`)
    return audit(url, attemptsLeft - 1)
  }
}

async function auditOnce(url: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`)
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN
  const items = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items
  const summary = (type: string) => items?.find((item) => item.resourceType === type)
  const transfer = (type: string) => (summary(type)?.transferSize ?? 0) / 1024
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    scriptKb: transfer('script'),
    totalKb: transfer('total'),
    requests: (summary('total') as { requestCount?: number } | undefined)?.requestCount ?? Number.NaN,
  }
}

async function measure(url: string): Promise<Sample[]> {
  const samples: Sample[] = []
  for (let run = 0; run < runs; run += 1) samples.push(await audit(url))
  return samples
}

const rows: { path: string; sample: Sample; fcpRangeMs: number; misses: string[] }[] = []
let referenceSamples: Sample[] = []
try {
  referenceSamples = await measure(reference.url)
  console.error(`measured the reference ${reference.url}`)
  for (const path of BUDGET_PAGES) {
    const samples = await measure(`${origin}${path}`)
    const sample = medianSample(samples)
    const misses: string[] = []
    if (sample.performance < LIGHTHOUSE_TARGETS.performance) misses.push(`performance ${sample.performance}`)
    if (sample.accessibility < LIGHTHOUSE_TARGETS.accessibility)
      misses.push(`accessibility ${sample.accessibility}`)
    if (sample.bestPractices < LIGHTHOUSE_TARGETS['best-practices'])
      misses.push(`best practices ${sample.bestPractices}`)
    if (sample.seo < LIGHTHOUSE_TARGETS.seo) misses.push(`SEO ${sample.seo}`)
    if (sample.cls > LIGHTHOUSE_TARGETS.maxCumulativeLayoutShift) misses.push(`CLS ${sample.cls.toFixed(3)}`)
    if (sample.tbtMs >= LIGHTHOUSE_TARGETS.maxTotalBlockingTimeMs)
      misses.push(`TBT ${sample.tbtMs.toFixed(0)} ms`)
    const fcpRangeMs = fcpRange(samples)
    const { home } = LIGHTHOUSE_TARGETS
    if (path === home.path && sample.lcpMs > home.maxLargestContentfulPaintMs)
      misses.push(`LCP ${sample.lcpMs.toFixed(0)} ms`)
    if (path === home.path && fcpRangeMs >= home.maxFirstContentfulPaintRangeMs)
      misses.push(`FCP range ${fcpRangeMs.toFixed(0)} ms`)
    rows.push({ path, sample, fcpRangeMs, misses })
    console.error(`measured ${path}`)
  }
} finally {
  chrome.kill()
  reference.server?.close()
  await app.close()
  await repo.close()
  await rm(workDir, { recursive: true, force: true })
}

const header = [
  'page',
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
const referenceSample = medianSample(referenceSamples)
const referenceRow = {
  path: `reference ${values.reference ?? '(static page)'}`,
  sample: referenceSample,
  fcpRangeMs: fcpRange(referenceSamples),
}
const table = [referenceRow, ...rows].map(({ path, sample, fcpRangeMs }) => [
  path,
  String(sample.performance),
  String(sample.accessibility),
  String(sample.bestPractices),
  String(sample.seo),
  sample.fcpMs.toFixed(0),
  fcpRangeMs.toFixed(0),
  sample.lcpMs.toFixed(0),
  (sample.lcpMs / referenceSample.lcpMs).toFixed(2),
  sample.tbtMs.toFixed(0),
  sample.cls.toFixed(3),
  sample.scriptKb.toFixed(1),
  sample.totalKb.toFixed(1),
  String(sample.requests),
])
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((row) => (row[column] ?? '').length)),
)
const line = (cells: string[]) =>
  `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
console.log(
  `Lighthouse ${runs} runs per page, mobile emulation, medians (transfer sizes as sent, compressed); ` +
    `FCP range is max - min over the runs; LCP / ref is the median LCP over the reference's.`,
)
// Lighthouse's timings follow the machine's load: report it with the figures.
console.log(
  `Load average (1, 5, 15 min): at start ${formatLoad(loadAtStart)}, at end ${formatLoad(loadavg())}`,
)
console.log(line(header))
console.log(line(widths.map((width) => '-'.repeat(width))))
for (const row of table) console.log(line(row))
const failing = rows.filter((row) => row.misses.length > 0)
for (const row of failing) console.log(`MISSED ${row.path}: ${row.misses.join(', ')}`)
process.exit(failing.length > 0 ? 1 : 0)
