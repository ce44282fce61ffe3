import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

/** The list twice for a seamless loop; the copy is hidden from assistive technology and the tab order. */
export function LoopedList<Item>({
  items,
  keyOf,
  render,
  className,
  stillClassName,
  copyClassName,
  label,
}: {
  items: readonly Item[]
  keyOf: (item: Item) => string
  render: (item: Item) => ReactNode
  className: string
  /** How the list lays out under reduced motion, when it is all there is. */
  stillClassName?: string
  /** Where else the copy is not needed, e.g. widths at which the list stands still. */
  copyClassName?: string
  label?: string
}) {
  const entries = items.map((item) => <li key={keyOf(item)}>{render(item)}</li>)
  return (
    <>
      <ul aria-label={label} className={cn(className, stillClassName)}>
        {entries}
      </ul>
      <ul aria-hidden="true" inert className={cn(className, 'motion-reduce:hidden', copyClassName)}>
        {entries}
      </ul>
    </>
  )
}
