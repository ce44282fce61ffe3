import { describe, expect, it } from 'vitest'
import { summarizeTrace, type TraceEvent } from './task-cpu-time.ts'

const MAIN = { pid: 1, tid: 7 }
const task = (ts: number, dur: number, tdur: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
})

describe('summarizeTrace', () => {
  const events: TraceEvent[] = [
    { name: 'firstContentfulPaint', ph: 'R', ts: 1_000, ...MAIN },
    { name: 'loadEventEnd', ph: 'R', ts: 2_000, ...MAIN },
    task(500, 400, 400),
    task(1_500, 12_000, 11_000),
    task(14_000, 500, 400),
    task(20_000, 9_000, 14_000),
    task(30_000, 40_000, 40_000, { pid: 1, tid: 8 }),
    task(8_000_000, 40_000, 40_000),
  ]
  const summary = summarizeTrace(events, 4)

  it('counts main-thread tasks that start from the first paint until six seconds after load, by CPU time', () => {
    expect(summary.tasks).toBe(3)
    expect(summary.longestMs).toBe(44)
    expect(summary.blockingMs).toBe(0)
  })

  it('skips a task nested in another and caps thread time at wall time', () => {
    expect(summarizeTrace([...events, task(1_600, 5_000, 5_000)], 4).tasks).toBe(3)
    expect(summarizeTrace([events[0] as TraceEvent, task(1_500, 9_000, 14_000)], 4).longestMs).toBe(36)
  })

  it('refuses a trace without a first paint', () => {
    expect(() => summarizeTrace([task(0, 1, 1)])).toThrow(/first contentful paint/)
  })
})
