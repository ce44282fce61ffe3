/**
 * The page's own Long Tasks API under real 4× CPU throttling: a second instrument for blocking time, since
 * Lighthouse only simulates the slow CPU from the tasks it observed at full speed.
 */
import { type Browser, chromium } from '@playwright/test'
import { CHROMIUM_ARGS } from '../../chromium.ts'
import { type InPageSample, type LongTask, summarizeLongTasks, WINDOW_AFTER_LOAD_MS } from './long-tasks.ts'
import { type Interval, watchOtherWork } from './run-disturbance.ts'

/** Lighthouse's default mobile CPU slowdown, applied for real through DevTools. */
export const CPU_SLOWDOWN = 4

/** Lighthouse's mobile screen, so both instruments lay out the same page. */
const MOBILE_SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true }

export type InPageRunResult = ({ sample: InPageSample } | { error: string }) & { otherWork: Interval[] }

type Observed = { tasks: LongTask[]; fcpMs: number | undefined; loadMs: number | undefined }

/** A new browser and profile for every run, like the Lighthouse runs; no network throttling. */
export async function runInPage(url: string, chromePath: string): Promise<InPageRunResult> {
  let browser: Browser | undefined
  let watch: ReturnType<typeof watchOtherWork> | undefined
  try {
    browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS })
    watch = watchOtherWork(process.pid)
    const context = await browser.newContext(MOBILE_SCREEN)
    const page = await context.newPage()
    // Installed before any script of the page runs; `buffered` also delivers tasks from before it.
    await page.addInitScript(() => {
      const tasks: [number, number][] = []
      Object.assign(window, { __benchLongTasks: tasks })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
      }).observe({ type: 'longtask', buffered: true })
    })
    const devTools = await context.newCDPSession(page)
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(WINDOW_AFTER_LOAD_MS)
    const observed: Observed = await page.evaluate(() => {
      const tasks = (window as unknown as { __benchLongTasks: [number, number][] }).__benchLongTasks
      const navigation = performance.getEntriesByType('navigation')[0] as
        | PerformanceNavigationTiming
        | undefined
      return {
        tasks: tasks.map(([startMs, durationMs]) => ({ startMs, durationMs })),
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        loadMs: navigation?.loadEventStart,
      }
    })
    const otherWork = watch.stop()
    if (observed.fcpMs === undefined || observed.loadMs === undefined)
      return { error: 'the page reported no first paint or load event', otherWork }
    return {
      sample: summarizeLongTasks({ tasks: observed.tasks, fcpMs: observed.fcpMs, loadMs: observed.loadMs }),
      otherWork,
    }
  } catch (error) {
    return { error: (error as Error).message, otherWork: watch?.stop() ?? [] }
  } finally {
    await browser?.close()
  }
}
