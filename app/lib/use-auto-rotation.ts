import { type FocusEvent, useCallback, useEffect, useState } from 'react'
import { useReducedMotion } from './use-reduced-motion.ts'

/** Wraps an index into 0 … count - 1, so a rotation runs on past the last item and back from the first. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count
}

/** Focus the visitor moved with the keyboard (or a script did after keys), as browsers mark it visible. */
function isKeyboardFocus(target: EventTarget): boolean {
  return target instanceof Element && target.matches(':focus-visible')
}

interface AutoRotationOptions {
  count: number
  intervalMs: number
}

/**
 * The rotation rules every carousel shares: it holds on hover, keyboard focus and Pause (WCAG 2.2.2)
 * and never moves under reduced motion. Only visitor changes are announced, lest the page be drowned out.
 */
export function useAutoRotation({ count, intervalMs }: AutoRotationOptions) {
  const [index, setIndex] = useState(0)
  const [changedByVisitor, setChangedByVisitor] = useState(false)
  const [pausedByUser, setPausedByUser] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const reducedMotion = useReducedMotion()
  const running = !pausedByUser && !hovered && !focused && !reducedMotion

  // biome-ignore lint/correctness/useExhaustiveDependencies: `index` restarts the wait after every change, the visitor's included
  useEffect(() => {
    if (!running || count < 2) return
    const timer = window.setTimeout(() => {
      setIndex((current) => wrapIndex(current + 1, count))
      setChangedByVisitor(false)
    }, intervalMs)
    return () => window.clearTimeout(timer)
  }, [running, index, count, intervalMs])

  const show = useCallback(
    (next: number) => {
      setIndex(wrapIndex(next, count))
      setChangedByVisitor(true)
    },
    [count],
  )

  /**
   * Spread on the outermost box. Focus a mouse click leaves on a dot does not hold the rotation, or it would
   * stay stopped after the pointer left; a key pressed inside makes it keyboard focus.
   */
  const holdProps = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => setFocused(isKeyboardFocus(event.target)),
    onKeyDown: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
    },
  }

  return {
    index,
    show,
    showNext: () => show(index + 1),
    showPrevious: () => show(index - 1),
    changedByVisitor,
    running,
    reducedMotion,
    pausedByUser,
    togglePaused: () => setPausedByUser((paused) => !paused),
    holdProps,
  }
}
