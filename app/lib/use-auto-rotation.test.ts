// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react'
import type { FocusEvent } from 'react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { useAutoRotation, wrapIndex } from './use-auto-rotation.ts'

/** The rules every carousel and rotation of the site shares; each one's own interval is its own test's. */
const INTERVAL = 5000
const rotation = (count = 4, intervalMs = INTERVAL) =>
  renderHook(() => useAutoRotation({ count, intervalMs }))

describe('wrapIndex', () => {
  test('runs on from the last slide to the first and back from the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0)
    expect(wrapIndex(-1, 5)).toBe(4)
    expect(wrapIndex(2, 5)).toBe(2)
    expect(wrapIndex(11, 5)).toBe(1)
    expect(wrapIndex(4, 4)).toBe(0)
  })
})

function prefersReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

/** Focus moved inside by keyboard (shown) or left there by a mouse click (not shown). */
function focusInside(byKeyboard: boolean) {
  const control = document.createElement('button')
  vi.spyOn(control, 'matches').mockImplementation((selector) => byKeyboard && selector === ':focus-visible')
  return { target: control } as unknown as FocusEvent<HTMLElement>
}

const blurOutside = {
  currentTarget: document.createElement('section'),
  relatedTarget: null,
} as unknown as FocusEvent<HTMLElement>

/** Focus moving from one control of the carousel to another. */
function blurWithin() {
  const box = document.createElement('section')
  const next = box.appendChild(document.createElement('button'))
  return { currentTarget: box, relatedTarget: next } as unknown as FocusEvent<HTMLElement>
}

describe('useAutoRotation', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    prefersReducedMotion(false)
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
  })

  test('moves on once per interval, not before, and wraps from the last item to the first', () => {
    for (const intervalMs of [INTERVAL, 8000]) {
      const { result, unmount } = rotation(4, intervalMs)
      expect(result.current.index).toBe(0)
      act(() => vi.advanceTimersByTime(intervalMs - 1))
      expect(result.current.index).toBe(0)
      act(() => vi.advanceTimersByTime(1))
      expect(result.current.index).toBe(1)
      for (const expected of [2, 3, 0]) {
        act(() => vi.advanceTimersByTime(intervalMs))
        expect(result.current.index).toBe(expected)
      }
      unmount()
    }
  })

  test('only a visitor’s move is marked for announcement, never an automatic step', () => {
    const { result } = rotation()
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(result.current.changedByVisitor).toBe(false)
    act(() => result.current.showNext())
    expect(result.current).toMatchObject({ index: 2, changedByVisitor: true })
    act(() => result.current.showPrevious())
    expect(result.current.index).toBe(1)
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(result.current).toMatchObject({ index: 2, changedByVisitor: false })
  })

  test('a manual move wraps and restarts the wait', () => {
    const { result } = rotation()
    act(() => vi.advanceTimersByTime(4000))
    act(() => result.current.show(-1))
    expect(result.current.index).toBe(3)
    act(() => vi.advanceTimersByTime(4000))
    expect(result.current.index).toBe(3)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.index).toBe(0)
  })

  test('holds while the pointer is over it or keyboard focus is inside it, and resumes after', () => {
    const { result } = rotation()
    act(() => result.current.holdProps.onPointerEnter())
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(0)
    act(() => result.current.holdProps.onFocus(focusInside(true)))
    act(() => result.current.holdProps.onPointerLeave())
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(0)
    act(() => result.current.holdProps.onBlur(blurWithin()))
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(0)
    act(() => result.current.holdProps.onBlur(blurOutside))
    expect(result.current.running).toBe(true)
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(result.current.index).toBe(1)
  })

  test('focus left by a mouse click does not hold it once the pointer leaves; a key pressed inside does', () => {
    const { result } = rotation()
    act(() => result.current.holdProps.onPointerEnter())
    act(() => result.current.holdProps.onFocus(focusInside(false)))
    act(() => result.current.show(2))
    act(() => result.current.holdProps.onPointerLeave())
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(result.current.index).toBe(3)
    act(() => result.current.holdProps.onKeyDown())
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(3)
  })

  test('Pause stops it until Play', () => {
    const { result } = rotation()
    act(() => result.current.togglePaused())
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(0)
    act(() => result.current.togglePaused())
    act(() => vi.advanceTimersByTime(INTERVAL))
    expect(result.current.index).toBe(1)
  })

  test('stands still under reduced motion', () => {
    prefersReducedMotion(true)
    const { result } = rotation()
    expect(result.current.reducedMotion).toBe(true)
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(0)
    act(() => result.current.showNext())
    act(() => vi.advanceTimersByTime(20_000))
    expect(result.current.index).toBe(1)
  })
})
