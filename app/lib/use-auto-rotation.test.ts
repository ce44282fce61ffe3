import { describe, expect, test } from 'vitest'
import { wrapIndex } from './use-auto-rotation.ts'

describe('wrapIndex', () => {
  test('runs on from the last item to the first and back from the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(2, 5)).toBe(2)
    expect(wrapIndex(11, 5)).toBe(1)
  })
})
