import { describe, expect, test } from 'vitest'
import { countDecimals, formatCountUp } from './format-stat.ts'

describe('count-up figures', () => {
  test('keep the decimals of the final figure', () => {
    expect(countDecimals(99.5)).toBe(1)
    expect(countDecimals(200)).toBe(0)
    expect(formatCountUp(99.5, 0)).toBe('0.0')
    expect(formatCountUp(99.9, 1)).toBe('99.9')
  })

  test('start at zero, end exactly at the figure and never overshoot', () => {
    expect(formatCountUp(200, 0)).toBe('0')
    expect(formatCountUp(200, 1)).toBe('200')
    expect(formatCountUp(200, 5)).toBe('200')
    const halfway = Number(formatCountUp(200, 0.5))
    expect(halfway).toBeGreaterThan(100)
    expect(halfway).toBeLessThan(200)
  })
})
