import { type RefObject, useEffect } from 'react'

/**
 * Moves an element down by `factor` of the page's scroll, once per frame, so it drifts behind the
 * content. Off when `disabled` (reduced motion), and the element is put back when it stops. It also
 * places the element for the scroll it starts at: the page may have moved before this ran (a visitor
 * scrolling while the hero still hydrates, or a scroll position the browser restored).
 */
export function useParallax(ref: RefObject<HTMLElement | null>, factor: number, disabled: boolean) {
  useEffect(() => {
    const layer = ref.current
    if (!layer || disabled) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        layer.style.transform = `translate3d(0, ${Math.round(window.scrollY * factor)}px, 0)`
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
      layer.style.transform = ''
    }
  }, [ref, factor, disabled])
}
