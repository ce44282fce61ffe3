import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** A page's one <h1>; the hero around it is labeled by its id. */
export function PageTitle({
  children,
  over = 'plain',
}: {
  children: ReactNode
  over?: 'plain' | 'carousel'
}) {
  return (
    <h1
      id="page-title"
      className={cn(
        over === 'plain' && 'max-w-4xl',
        'text-4xl font-extrabold tracking-tight text-balance sm:text-5xl',
        over === 'carousel' && 'lg:text-6xl',
      )}
    >
      {children}
    </h1>
  )
}
