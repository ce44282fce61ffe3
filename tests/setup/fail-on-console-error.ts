import { afterEach, beforeEach, vi } from 'vitest'

/** An unexpected console.error fails the test that caused it. Tests that expect one mock it themselves. */
let errors: unknown[][] = []

beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})

afterEach(() => {
  const seen = errors
  errors = []
  if (seen.length > 0)
    throw new Error(`Unexpected console.error:\n${seen.map((args) => args.map(String).join(' ')).join('\n')}`)
})
