import { spawn } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import {
  type CpuReading,
  otherCores,
  otherTicks,
  parseMachineBusyTicks,
  parseProcessStat,
  readCpu,
  treeTicks,
} from './cpu-time.ts'

describe('parseMachineBusyTicks', () => {
  it('adds user, nice, system, irq, softirq and steal, and leaves out idle, iowait and guest', () => {
    // user nice system idle iowait irq softirq steal guest guest_nice
    const procStat = 'cpu  100 20 30 5000 70 4 6 9 50 7\ncpu0 50 10 15 2500 35 2 3 4 25 3\n'
    expect(parseMachineBusyTicks(procStat)).toBe(100 + 20 + 30 + 4 + 6 + 9)
  })

  it('refuses a file without the summary line', () => {
    expect(() => parseMachineBusyTicks('intr 1 2 3\n')).toThrow(/cpu/)
  })
})

describe('parseProcessStat', () => {
  it('reads the parent and its own and reaped children’s user and system time', () => {
    const stat = '4242 (node) S 4200 4242 4200 0 -1 4194304 100 0 0 0 31 7 50 12 20 0 11 0 88393 0'
    expect(parseProcessStat(stat)).toEqual({ pid: 4242, parentPid: 4200, ticks: 31 + 7 + 50 + 12 })
  })

  it('reads past a command name with spaces and parentheses', () => {
    const stat = '77 (Web Content (x) ) R 1 77 77 0 -1 0 0 0 0 0 5 3 0 0 20 0 1 0 1 0'
    expect(parseProcessStat(stat)).toEqual({ pid: 77, parentPid: 1, ticks: 8 })
  })

  it('skips a process that exited before it was read', () => {
    expect(parseProcessStat('')).toBeUndefined()
  })
})

describe('treeTicks', () => {
  const processes = [
    { pid: 1, parentPid: 0, ticks: 1000 },
    { pid: 10, parentPid: 1, ticks: 5 },
    { pid: 11, parentPid: 10, ticks: 7 },
    { pid: 12, parentPid: 11, ticks: 11 },
    { pid: 20, parentPid: 1, ticks: 300 },
  ]

  it('counts the root and every descendant, and neither its parent nor its siblings', () => {
    expect(treeTicks(10, processes)).toBe(5 + 7 + 11)
  })

  it('counts nothing for a root that is gone', () => {
    expect(treeTicks(99, processes)).toBe(0)
  })
})

describe('otherTicks and otherCores', () => {
  const from: CpuReading = { atMs: 0, busyTicks: 1000, ownTicks: 400 }

  it('is the machine’s busy time less the tree’s', () => {
    const to = { atMs: 2000, busyTicks: 1300, ownTicks: 600 }
    expect(otherTicks(from, to)).toBe(100)
    expect(otherCores(from, to)).toBeCloseTo(0.5)
  })

  it('is never negative when the two counts disagree by a tick', () => {
    expect(otherTicks(from, { atMs: 1000, busyTicks: 1100, ownTicks: 502 })).toBe(0)
  })
})

describe('readCpu', () => {
  it('counts a child that has exited as the tree’s own time, not as other work', async () => {
    const before = readCpu(process.pid)
    // The child spins until it has used 300 ms of CPU, however busy the machine, then exits.
    const child = spawn(process.execPath, [
      '-e',
      'while (process.cpuUsage().user + process.cpuUsage().system < 300_000) {}',
    ])
    await new Promise((exited) => child.once('exit', exited))
    const after = readCpu(process.pid)
    expect(after.ownTicks - before.ownTicks).toBeGreaterThanOrEqual(28)
  })
})
