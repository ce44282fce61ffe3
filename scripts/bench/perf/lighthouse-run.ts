/** A browser kept across runs carries its state from page to page; a visitor's first load has none. */
import { rmSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Launcher } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS } from '../../chromium.ts'
import { type LighthouseResult, readSample, type Sample } from './lighthouse-sample.ts'
import { type Interval, watchOtherWork } from './run-disturbance.ts'

// No spare renderer: COOP moves each page into a new renderer, and a spare one starts tracing late and can
// lose navigationStart (NO_NAVSTART); see docs/decisions/030-web-benchmark-method.md.
const NO_SPARE_RENDERER = 'SpareRendererForSitePerProcess'

/** Chromium reads only the last --disable-features, so this one carries chrome-launcher's list too. */
function disabledFeatures(): string {
  const defaults = Launcher.defaultFlags().find((flag) => flag.startsWith('--disable-features='))
  return defaults ? `${defaults},${NO_SPARE_RENDERER}` : `--disable-features=${NO_SPARE_RENDERER}`
}

export const BROWSER_FLAGS = ['--headless=new', ...CHROMIUM_ARGS, '--no-first-run', disabledFeatures()]

export type RunResult = ({ sample: Sample } | { error: string }) & { otherWork: Interval[] }

/** Stopping the browser orphans its renderers, whose time would then look like other processes'. */
export async function runLighthouse(url: string, chromePath: string): Promise<RunResult> {
  const profile = await mkdtemp(join(tmpdir(), 'gtf-bench-profile-'))
  const browser = new Launcher({ chromePath, chromeFlags: BROWSER_FLAGS, userDataDir: profile })
  // The browser is its own process group, which the terminal's Ctrl-C does not reach.
  const killOnExit = () => {
    browser.kill()
    rmSync(profile, { recursive: true, force: true })
  }
  process.once('exit', killOnExit)
  let watch: ReturnType<typeof watchOtherWork> | undefined
  try {
    await browser.launch()
    watch = watchOtherWork(process.pid)
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const otherWork = watch.stop()
    if (!result) return { error: 'Lighthouse returned no result', otherWork }
    const lhr = result.lhr as unknown as LighthouseResult
    if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, otherWork }
    return { sample: readSample(lhr), otherWork }
  } catch (error) {
    return { error: (error as Error).message, otherWork: watch?.stop() ?? [] }
  } finally {
    await stopBrowser(browser)
    await rm(profile, { recursive: true, force: true, maxRetries: 5 })
    process.off('exit', killOnExit)
  }
}

/** Waits, so no part of a browser that never became ready runs into the next run. */
async function stopBrowser(browser: Launcher): Promise<void> {
  const child = browser.chromeProcess
  if (!child) return
  const exited =
    child.exitCode !== null || child.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((done) => child.once('exit', () => done()))
  browser.kill()
  await exited
}
