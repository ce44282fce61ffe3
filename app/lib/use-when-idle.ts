import { useEffect } from 'react'

/** Runs `task` once, when the browser is next idle after the page has started (a timeout elsewhere). */
export function useWhenIdle(task: () => void): void {
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 4000 })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = window.setTimeout(task, 2000)
    return () => window.clearTimeout(handle)
  }, [task])
}
