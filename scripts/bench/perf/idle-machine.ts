/** Lighthouse multiplies the tasks it observes, so another process on our cores inflates its timings. */
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { otherCores, readCpu } from './cpu-time.ts'

export type IdleLimits = {
  maxLoad: number
  maxOtherCores: number
}

export const IDLE_LIMITS: IdleLimits = { maxLoad: 2, maxOtherCores: 0.1 }

export type MachineState = { load: number; otherCores: number }

export function describeBusyMachine(
  state: MachineState,
  limits: IdleLimits = IDLE_LIMITS,
): string | undefined {
  const reasons = [
    state.load >= limits.maxLoad ? `load average ${state.load.toFixed(2)} (limit ${limits.maxLoad})` : '',
    state.otherCores > limits.maxOtherCores
      ? `other processes used ${state.otherCores.toFixed(2)} cores (limit ${limits.maxOtherCores})`
      : '',
  ].filter(Boolean)
  return reasons.length > 0 ? reasons.join(', ') : undefined
}

export async function sampleMachine(rootPid: number, windowMs = 2000): Promise<MachineState> {
  const from = readCpu(rootPid)
  await sleep(windowMs)
  const to = readCpu(rootPid)
  return { load: loadavg()[0] ?? 0, otherCores: otherCores(from, to) }
}

export type IdleWait = { idle: boolean; waitedMs: number; state: MachineState; busy?: string }

export async function waitForIdleMachine({
  rootPid,
  maxWaitMs,
  limits = IDLE_LIMITS,
  report,
  reportEveryMs = 30_000,
  sample = () => sampleMachine(rootPid),
}: {
  rootPid: number
  maxWaitMs: number
  limits?: IdleLimits
  report: (message: string) => void
  reportEveryMs?: number
  sample?: () => Promise<MachineState>
}): Promise<IdleWait> {
  const start = performance.now()
  let reportedAt = Number.NEGATIVE_INFINITY
  for (;;) {
    const state = await sample()
    const busy = describeBusyMachine(state, limits)
    const waitedMs = performance.now() - start
    if (!busy) return { idle: true, waitedMs, state }
    if (waitedMs >= maxWaitMs) return { idle: false, waitedMs, state, busy }
    if (waitedMs - reportedAt >= reportEveryMs) {
      report(
        `waiting for an idle machine: ${busy} (waited ${Math.round(waitedMs / 1000)} s of ${maxWaitMs / 1000})`,
      )
      reportedAt = waitedMs
    }
  }
}
