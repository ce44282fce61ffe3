import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { normalizePath } from './current-path.ts'
import { prefersReducedMotion } from './motion.ts'

export const HASH_SCROLL_DELAY_MS = 100

/** A new page starts at its top; a hash then glides to its target once rendered. */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()
  const path = normalizePath(pathname)
  const previousPath = useRef<string | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL
  useEffect(() => {
    // On the first render the browser has already placed the page (at the top, or at the hash).
    const firstRender = previousPath.current === null
    const pageChanged = !firstRender && previousPath.current !== path
    previousPath.current = path
    if (pageChanged || (!firstRender && !hash)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    if (!hash) return
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [path, hash, key])
}
