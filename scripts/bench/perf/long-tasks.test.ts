import { describe, expect, it } from 'vitest'
import { summarizeLongTasks, tasksAfterFirstPaint } from './long-tasks.ts'

describe('summarizeLongTasks', () => {
  it('sums what each task after first paint spends past 50 ms, and finds the longest', () => {
    const tasks = [
      { startMs: 1000, durationMs: 180 },
      { startMs: 1400, durationMs: 75 },
      { startMs: 2000, durationMs: 51 },
    ]
    expect(summarizeLongTasks({ tasks, fcpMs: 900, loadMs: 1500 })).toEqual({
      fcpMs: 900,
      tbtMs: 130 + 25 + 1,
      longestTaskMs: 180,
      longTasks: 3,
    })
  })

  it('leaves out a task that starts before first paint, however long, and counts one starting at it', () => {
    const tasks = [
      { startMs: 400, durationMs: 600 },
      { startMs: 900, durationMs: 90 },
    ]
    expect(summarizeLongTasks({ tasks, fcpMs: 900, loadMs: 1200 })).toMatchObject({
      tbtMs: 40,
      longestTaskMs: 90,
      longTasks: 1,
    })
  })

  it('counts tasks up to 6 s after the load event and none later', () => {
    const tasks = [
      { startMs: 7999, durationMs: 100 },
      { startMs: 8000, durationMs: 300 },
    ]
    expect(tasksAfterFirstPaint({ tasks, fcpMs: 500, loadMs: 2000 })).toEqual([tasks[0]])
    expect(summarizeLongTasks({ tasks, fcpMs: 500, loadMs: 2000 }).tbtMs).toBe(50)
  })

  it('reads zero blocking time and no longest task on a page without long tasks', () => {
    expect(summarizeLongTasks({ tasks: [], fcpMs: 700, loadMs: 900 })).toEqual({
      fcpMs: 700,
      tbtMs: 0,
      longestTaskMs: 0,
      longTasks: 0,
    })
  })
})
