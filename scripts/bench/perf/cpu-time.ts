/** CPU time from /proc in clock ticks: the machine's busy time, and one process tree's. */
import { readdirSync, readFileSync } from 'node:fs'

/** USER_HZ, the same on every Linux build. */
export const TICKS_PER_SECOND = 100

export type CpuReading = { atMs: number; busyTicks: number; ownTicks: number }

export type ProcessTicks = { pid: number; parentPid: number; ticks: number }

/** user + nice + system + irq + softirq + steal over all CPUs (guest time is inside user). */
export function parseMachineBusyTicks(procStat: string): number {
  const fields = /^cpu\s+([\d\s]+)/.exec(procStat)?.[1]?.trim().split(/\s+/).map(Number)
  if (!fields || fields.length < 8) throw new Error('unexpected /proc/stat: no "cpu" line')
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = fields
  return user + nice + system + irq + softirq + steal
}

/** Own and reaped children's time, so a renderer that exits mid-run still counts, in its parent. */
export function parseProcessStat(text: string): ProcessTicks | undefined {
  const close = text.lastIndexOf(')')
  const pid = Number.parseInt(text, 10)
  if (close < 0 || Number.isNaN(pid)) return undefined
  const fields = text
    .slice(close + 2)
    .trim()
    .split(' ')
    .map(Number)
  const [parentPid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((index) => fields[index] ?? 0)
  return {
    pid,
    parentPid: parentPid ?? 0,
    ticks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0),
  }
}

export function treeTicks(rootPid: number, processes: ProcessTicks[]): number {
  const children = new Map<number, ProcessTicks[]>()
  for (const process of processes)
    children.set(process.parentPid, [...(children.get(process.parentPid) ?? []), process])
  let total = 0
  const pending = processes.filter((process) => process.pid === rootPid)
  while (pending.length > 0) {
    const process = pending.pop() as ProcessTicks
    total += process.ticks
    pending.push(...(children.get(process.pid) ?? []))
  }
  return total
}

function readProcesses(): ProcessTicks[] {
  const processes: ProcessTicks[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const process = parseProcessStat(readFileSync(`/proc/${name}/stat`, 'utf8'))
      if (process) processes.push(process)
    } catch {}
  }
  return processes
}

/** Synchronous, so both counts are taken together even while Lighthouse holds the event loop. */
export function readCpu(rootPid: number): CpuReading {
  const busyBefore = parseMachineBusyTicks(readFileSync('/proc/stat', 'utf8'))
  const ownTicks = treeTicks(rootPid, readProcesses())
  const busyAfter = parseMachineBusyTicks(readFileSync('/proc/stat', 'utf8'))
  return { atMs: performance.now(), busyTicks: (busyBefore + busyAfter) / 2, ownTicks }
}

export function otherTicks(from: CpuReading, to: CpuReading): number {
  return Math.max(0, to.busyTicks - from.busyTicks - (to.ownTicks - from.ownTicks))
}

export function otherCores(from: CpuReading, to: CpuReading): number {
  const seconds = (to.atMs - from.atMs) / 1000
  return seconds > 0 ? otherTicks(from, to) / TICKS_PER_SECOND / seconds : 0
}
