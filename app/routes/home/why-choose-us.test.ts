import { describe, expect, it } from 'vitest'
import { reasonColumns } from './why-choose-us.tsx'

const reasons = (count: number) => Array.from({ length: count }, (_, index) => `reason ${index + 1}`)

describe('reasonColumns', () => {
  it('splits twelve reasons into three columns of four', () => {
    expect(reasonColumns(reasons(12)).map((column) => column.length)).toEqual([4, 4, 4])
  })

  it.each([1, 2, 5, 7, 12, 13, 20])('keeps all %i reasons, in order, in at most three columns', (count) => {
    const columns = reasonColumns(reasons(count))
    expect(columns.flat()).toEqual(reasons(count))
    expect(columns.length).toBeLessThanOrEqual(3)
    for (const column of columns) expect(column.length).toBeGreaterThan(0)
    for (const column of columns.slice(0, -1)) expect(column.length).toBe(Math.ceil(count / 3))
  })

  it('leaves no column empty', () => {
    expect(reasonColumns([])).toEqual([])
  })
})
