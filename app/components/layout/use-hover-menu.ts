import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { NAV_TIMING } from './nav-timing.ts'

/**
 * Hover opens after a short delay and closes after a longer one; click and keys toggle at once.
 * Touch and pen are ignored here: they use the toggle button.
 */
export function useHoverMenu<Id extends string>() {
  const [openMenu, setOpenMenu] = useState<Id | null>(null)
  const timer = useRef<number | undefined>(undefined)

  const cancelPending = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = undefined
  }, [])

  useEffect(() => cancelPending, [cancelPending])

  const onPointerEnter = useCallback(
    (id: Id) => (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      cancelPending()
      timer.current = window.setTimeout(() => setOpenMenu(id), NAV_TIMING.hoverOpenMs)
    },
    [cancelPending],
  )

  const onPointerLeave = useCallback(
    (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return
      cancelPending()
      timer.current = window.setTimeout(() => setOpenMenu(null), NAV_TIMING.hoverCloseMs)
    },
    [cancelPending],
  )

  const setMenu = useCallback(
    (id: Id | null) => {
      cancelPending()
      setOpenMenu(id)
    },
    [cancelPending],
  )

  return { openMenu, setMenu, onPointerEnter, onPointerLeave }
}
