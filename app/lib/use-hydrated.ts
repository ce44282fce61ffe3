import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the prerendered HTML and during hydration, for work the first paint should not wait on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
