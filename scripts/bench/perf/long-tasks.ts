/** Blocking time from the Long Tasks API: what the page itself observed while the CPU ran slower. */

/** A main-thread task counts as blocking past this; the same threshold as Lighthouse's TBT. */
export const BLOCKING_THRESHOLD_MS = 50

/** How long after the load event tasks still count: late hydration and deferred work land here. */
export const WINDOW_AFTER_LOAD_MS = 6000

/** One `longtask` entry, in milliseconds from the navigation's start. */
export type LongTask = { startMs: number; durationMs: number }

export type PageTimeline = { tasks: LongTask[]; fcpMs: number; loadMs: number }

export type InPageSample = {
  fcpMs: number
  /** The sum of (duration - 50 ms) over the tasks that start from first paint to 6 s after load. */
  tbtMs: number
  /** The longest task in that window; 0 when none was long (the API reports only tasks over 50 ms). */
  longestTaskMs: number
  longTasks: number
}

/** A task that starts before first paint is left out whole, so a slow first paint cannot hide in it. */
export function tasksAfterFirstPaint({ tasks, fcpMs, loadMs }: PageTimeline): LongTask[] {
  const endMs = loadMs + WINDOW_AFTER_LOAD_MS
  return tasks.filter((task) => task.startMs >= fcpMs && task.startMs < endMs)
}

export function summarizeLongTasks(timeline: PageTimeline): InPageSample {
  const counted = tasksAfterFirstPaint(timeline)
  return {
    fcpMs: timeline.fcpMs,
    tbtMs: counted.reduce((sum, task) => sum + Math.max(0, task.durationMs - BLOCKING_THRESHOLD_MS), 0),
    longestTaskMs: Math.max(0, ...counted.map((task) => task.durationMs)),
    longTasks: counted.length,
  }
}
