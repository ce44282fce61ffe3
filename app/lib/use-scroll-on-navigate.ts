import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { prefersReducedMotion } from './motion.ts'

/** The specification's delay before scrolling to a URL's hash target. */
export const HASH_SCROLL_DELAY_MS = 100

/**
 * Every navigation starts at the top of the page; a URL with a hash instead glides to its target
 * once the new page has rendered (instantly for visitors who prefer reduced motion).
 */
export function useScrollOnNavigate(): void {
  const { pathname, hash, key } = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` changes on every navigation, even to the same URL
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)))
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? 'instant' : 'smooth', block: 'start' })
    }, HASH_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname, hash, key])
}
