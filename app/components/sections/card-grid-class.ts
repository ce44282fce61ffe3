import { cn } from '#app/lib/cn.ts'

/** A grid of cards: two columns from small screens up, and the given count on wide ones. */
export function cardGridClass(columns: 2 | 3 | 4 | 5, className?: string): string {
  return cn(
    'grid gap-5 sm:grid-cols-2',
    columns === 3 && 'lg:grid-cols-3',
    columns === 4 && 'lg:grid-cols-4',
    columns === 5 && 'lg:grid-cols-5',
    className,
  )
}
