import { setImmediate } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { describeBusyMachine, type MachineState, waitForIdleMachine } from './idle-machine.ts'

const limits = { maxLoad: 2, maxOtherCores: 0.1 }

describe('describeBusyMachine', () => {
  it('finds an idle machine idle', () => {
    expect(describeBusyMachine({ load: 1.2, otherCores: 0.04 }, limits)).toBeUndefined()
  })

  it('says which limit a busy machine exceeds', () => {
    expect(describeBusyMachine({ load: 3.5, otherCores: 0.02 }, limits)).toBe('load average 3.50 (limit 2)')
    expect(describeBusyMachine({ load: 0.5, otherCores: 0.4 }, limits)).toBe(
      'other processes used 0.40 cores (limit 0.1)',
    )
  })

  it('treats the limits as the first busy values', () => {
    expect(describeBusyMachine({ load: 2, otherCores: 0.1 }, limits)).toMatch(/^load average 2\.00/)
  })
})

describe('waitForIdleMachine', () => {
  /** Each sample yields to the timers, as a real one does, so a wait that never ends times the test out. */
  const samples = (states: MachineState[]) => {
    let index = 0
    return async () => {
      await setImmediate()
      return states[Math.min(index++, states.length - 1)] as MachineState
    }
  }

  it('returns once a sample finds the machine idle, having said what it waited for', async () => {
    const messages: string[] = []
    const wait = await waitForIdleMachine({
      rootPid: process.pid,
      maxWaitMs: 60_000,
      limits,
      report: (message) => messages.push(message),
      sample: samples([
        { load: 6, otherCores: 1.9 },
        { load: 4, otherCores: 0.3 },
        { load: 1, otherCores: 0.05 },
      ]),
    })
    expect(wait).toMatchObject({ idle: true, state: { load: 1, otherCores: 0.05 } })
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatch(
      /^waiting for an idle machine: load average 6\.00 .*other processes used 1\.90 cores/,
    )
  })

  it('gives up with the reason once the wait is used up', async () => {
    const wait = await waitForIdleMachine({
      rootPid: process.pid,
      maxWaitMs: 0,
      limits,
      report: () => {},
      sample: samples([{ load: 9, otherCores: 1.5 }]),
    })
    expect(wait).toMatchObject({ idle: false, busy: expect.stringMatching(/^load average 9\.00/) })
  })
})
