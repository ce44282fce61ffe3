/**
 * Waits, before each Lighthouse run, until nothing but the bench itself is using the machine.
 * Lighthouse's simulated timings are the tasks it observes, multiplied; another process on the same
 * cores lengthens those tasks, and the blocking time it reports is then the machine's, not the page's.
 */
import { loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { otherCores, readCpu } from './cpu-time.ts'

export type IdleLimits = {
  /** The 1-minute load average, the condition the independent Lighthouse runs were made under. */
  maxLoad: number
  /** Cores' worth of CPU other processes may use while the bench waits (it is itself idle then). */
  maxOtherCores: number
}

export const IDLE_LIMITS: IdleLimits = { maxLoad: 2, maxOtherCores: 0.1 }

export type MachineState = { load: number; otherCores: number }

/** Why the machine is not idle, or undefined when it is. */
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

/** The load average and what other processes used over `windowMs`; the bench's tree is `rootPid`. */
export async function sampleMachine(rootPid: number, windowMs = 2000): Promise<MachineState> {
  const from = readCpu(rootPid)
  await sleep(windowMs)
  const to = readCpu(rootPid)
  return { load: loadavg()[0] ?? 0, otherCores: otherCores(from, to) }
}

export type IdleWait = { idle: boolean; waitedMs: number; state: MachineState; busy?: string }

/**
 * Samples the machine until it is idle or `maxWaitMs` has passed. `report` hears the first reason to
 * wait and then one every `reportEveryMs`, so a long wait says what it waits for.
 */
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
