import type { ComponentProps, ReactNode } from 'react'

/** The gold dot most of the site's short lists use; decorative, so hidden from assistive technology. */
export function BulletDot({
  className = 'mt-2 size-1.5 shrink-0 rounded-full bg-gold-500',
}: {
  className?: string
}) {
  return <span aria-hidden="true" className={className} />
}

interface BulletListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The points, each unique: a point's text is its key. */
  items: readonly string[]
  itemClassName?: string
  marker?: ReactNode
}

export function BulletList({
  items,
  itemClassName = 'flex gap-2',
  marker = <BulletDot />,
  ...props
}: BulletListProps) {
  // An empty list would be announced as a list of nothing.
  if (items.length === 0) return null
  return (
    <ul {...props}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {marker}
          {item}
        </li>
      ))}
    </ul>
  )
}
