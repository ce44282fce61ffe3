import { type PointerEvent, type RefObject, useCallback, useEffect, useRef } from 'react'

/** How long an item crossed on the way to the panel waits before the pointer's rest there selects it. */
const AIM_DELAY_MS = 300

interface Point {
  x: number
  y: number
}

interface Edge {
  x: number
  top: number
  bottom: number
}

/** Heading for the panel: `now` lies inside the triangle between `before` and the panel's near edge. */
export function isAimingAt(edge: Edge, before: Point, now: Point): boolean {
  if (now.x >= edge.x || (before.x === now.x && before.y === now.y)) return false
  const slope = (from: Point, y: number) => (y - from.y) / (edge.x - from.x)
  return (
    slope(now, edge.top) < slope(before, edge.top) && slope(now, edge.bottom) > slope(before, edge.bottom)
  )
}

interface MenuAimOptions<Id> {
  /** The list; the panel begins at its right edge. */
  listRef: RefObject<HTMLElement | null>
  onSelect: (id: Id) => void
}

/**
 * Hover selection for a list with its panel to the right ("menu aim"): an item crossed on the way to the
 * panel is not selected; one moved along to or rested on is. Clicks and keys stay the list's own.
 */
export function useMenuAim<Id>({ listRef, onSelect }: MenuAimOptions<Id>) {
  const moves = useRef<Point[]>([])
  const timer = useRef<number | undefined>(undefined)
  const deferredAt = useRef<Point | undefined>(undefined)

  const cancel = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = undefined
  }, [])
  useEffect(() => cancel, [cancel])

  const heading = useCallback(() => {
    const list = listRef.current?.getBoundingClientRect()
    // The oldest kept move against the newest: a single step's direction is too noisy.
    const [before, now] = [moves.current[0], moves.current.at(-1)]
    if (!list || !before || !now) return false
    // Not moved since the last deferral: the pointer has come to rest on the item.
    if (deferredAt.current && deferredAt.current.x === now.x && deferredAt.current.y === now.y) return false
    return isAimingAt({ x: list.right, top: list.top, bottom: list.bottom }, before, now)
  }, [listRef])

  const select = useCallback(
    (id: Id) => {
      cancel()
      if (heading()) {
        deferredAt.current = moves.current.at(-1)
        timer.current = window.setTimeout(() => select(id), AIM_DELAY_MS)
        return
      }
      deferredAt.current = undefined
      onSelect(id)
    },
    [cancel, heading, onSelect],
  )

  const trackProps = {
    onPointerMove: (event: PointerEvent) => {
      moves.current = [...moves.current.slice(-2), { x: event.clientX, y: event.clientY }]
    },
    onPointerLeave: () => {
      moves.current = []
    },
  }

  const itemProps = (id: Id) => ({
    onPointerEnter: () => select(id),
    onPointerLeave: cancel,
  })

  return { trackProps, itemProps }
}
