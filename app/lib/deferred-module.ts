import { useEffect, useState } from 'react'

/**
 * A module loaded only when wanted, kept in state rather than behind React.lazy: a Suspense boundary
 * revealing late content waits on a timer, whereas state set when the import resolves renders at once.
 */
export function deferredModule<T>(load: () => Promise<T>) {
  let loaded: T | null = null
  let pending: Promise<T> | null = null

  /** Starts the download (once); safe to call on every hover or focus. */
  function preload(): Promise<T> {
    pending ??= load().then(
      (module) => {
        loaded = module
        return module
      },
      (error: unknown) => {
        // A failed fetch (offline, or a new release replaced the file) may be tried again later.
        pending = null
        throw error
      },
    )
    return pending
  }

  function useModule(wanted: boolean): T | null {
    const [module, setModule] = useState<T | null>(null)
    useEffect(() => {
      if (!wanted || module) return
      let current = true
      preload().then(
        (value) => {
          if (current) setModule(value)
        },
        () => {},
      )
      return () => {
        current = false
      }
    }, [wanted, module])
    return module ?? (wanted ? loaded : null)
  }

  return {
    preload: () => {
      preload().catch(() => {})
    },
    useModule,
  }
}
