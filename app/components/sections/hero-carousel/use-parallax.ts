import { type RefObject, useEffect } from 'react'

/**
 * Drifts an element by `factor` of the scroll. It places the element for the starting scroll too: the page
 * may have scrolled before this ran (during hydration, or a restored position).
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
