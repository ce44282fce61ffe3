import { type FocusEvent, useEffect, useState } from 'react'
import { useReducedMotion } from '#app/lib/use-reduced-motion.ts'

/** Specification, section 9: every carousel of the site moves on every 5000 ms. */
export const SLIDE_INTERVAL_MS = 5000

/** Wraps an index into 0 … count - 1, so the carousel runs on past the last slide. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

/**
 * Which slide shows, and whether the carousel is turning. It turns every `intervalMs` and stops
 * while the pointer is over it, while focus is inside it, when the visitor presses Pause (WCAG 2.2.2)
 * and entirely under reduced motion. Any change of slide, manual ones included, restarts the wait.
 */
export function useCarousel(count: number, intervalMs = SLIDE_INTERVAL_MS) {
  const [index, setIndex] = useState(0)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const running = !pausedByUser && !hovered && !focused && !reducedMotion

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait after every change of slide, manual ones included
  useEffect(() => {
    if (!running) return
    const timer = window.setTimeout(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, index, count, intervalMs])

  return {
    index,
    running,
    reducedMotion,
    pausedByUser,
    goTo: (target: number) => setIndex(wrapIndex(target, count)),
    togglePaused: () => setPausedByUser((paused) => !paused),
    /** Spread on the carousel's root: pointer over it or focus inside it holds the rotation. */
    holdHandlers: {
      onPointerEnter: () => setHovered(true),
      onPointerLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
