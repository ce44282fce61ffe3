import { type ReactNode, Suspense } from 'react'

/**
 * A part of the page hydrated in its own interruptible pass after the shell, so no single task takes over
 * the page. Nothing in it suspends, so the HTML is unchanged.
 * docs/decisions/023-sliced-hydration-and-first-paint.md
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
