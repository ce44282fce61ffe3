import { describe, expect, it } from 'vitest'
import { orderedId } from './ordered-id.ts'

describe('orderedId', () => {
  it('sorts keys made in one millisecond in the order they were made', () => {
    const made = Array.from({ length: 500 }, () => orderedId(1_800_000_000_000))
    expect([...made].sort()).toEqual(made)
    expect(new Set(made).size).toBe(made.length)
  })

  it('keeps its order when the clock steps back', () => {
    const before = orderedId(1_900_000_000_500)
    const after = orderedId(1_900_000_000_000)
    expect(after > before).toBe(true)
  })
})
