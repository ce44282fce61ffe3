import { type ReactNode, Suspense } from 'react'

/**
 * A part of the page hydrated after the shell in an interruptible pass, with the other slices on its level
 * of nesting (one commit per level), so no single task takes over the page. Nothing in it suspends, so the
 * HTML is unchanged. docs/decisions/023-sliced-hydration-and-first-paint.md, 043-hydrate-what-moves.md
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
