import { describe, expect, test } from 'vitest'
import { isAimingAt } from './use-menu-aim.ts'

/** A list 272 px wide from y 100 to 500, with the panel to its right. */
const edge = { x: 272, top: 100, bottom: 500 }

describe('isAimingAt', () => {
  test('a pointer moving right and down towards the panel is aiming at it', () => {
    expect(isAimingAt(edge, { x: 40, y: 200 }, { x: 80, y: 220 })).toBe(true)
  })

  test('a pointer moving right and up towards the panel is aiming at it', () => {
    expect(isAimingAt(edge, { x: 40, y: 300 }, { x: 80, y: 290 })).toBe(true)
  })

  test('a pointer moving along the list is not', () => {
    expect(isAimingAt(edge, { x: 100, y: 200 }, { x: 100, y: 240 })).toBe(false)
    expect(isAimingAt(edge, { x: 100, y: 240 }, { x: 104, y: 200 })).toBe(false)
  })

  test('a pointer moving right but steeply past the panel’s top or bottom corner is not', () => {
    expect(isAimingAt(edge, { x: 200, y: 160 }, { x: 210, y: 100 })).toBe(false)
    expect(isAimingAt(edge, { x: 200, y: 440 }, { x: 210, y: 500 })).toBe(false)
  })

  test('a pointer moving away from the panel, or standing still, is not', () => {
    expect(isAimingAt(edge, { x: 120, y: 200 }, { x: 80, y: 210 })).toBe(false)
    expect(isAimingAt(edge, { x: 80, y: 200 }, { x: 80, y: 200 })).toBe(false)
  })

  test('a pointer already over the panel is not aiming at it', () => {
    expect(isAimingAt(edge, { x: 260, y: 200 }, { x: 280, y: 210 })).toBe(false)
  })
})
