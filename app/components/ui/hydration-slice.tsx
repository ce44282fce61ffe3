import { type ReactNode, Suspense } from 'react'

/**
 * A part of the page React hydrates on its own. On the first load React hydrates the page's shell,
 * shows it, then hydrates each slice in a later, interruptible pass (sooner if a visitor clicks or
 * types inside one), so no single task has to take over the whole page. Nothing in a slice suspends,
 * so the prerendered HTML, what a visitor sees and a page reached by a link are unchanged
 * (docs/decisions/023-sliced-hydration-and-first-paint.md).
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>
}
