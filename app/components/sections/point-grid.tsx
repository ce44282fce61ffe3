import { cardGridClass } from './card-grid-class.ts'

export interface PointItem {
  title: string
  description: string
}

interface PointGridProps {
  items: readonly PointItem[]
  /** Numbered steps read in order; plain points are a grid of equals. */
  numbered?: boolean
  columns?: 2 | 3 | 4 | 5
  className?: string
}

export function PointGrid({ items, numbered = false, columns = 2, className }: PointGridProps) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={cardGridClass(columns, className)}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card border border-line bg-surface p-6 shadow-card">
          {numbered ? (
            <span
              aria-hidden="true"
              className="mb-3 inline-flex size-9 items-center justify-center rounded-full bg-navy-900 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
          ) : (
            <span aria-hidden="true" className="mb-3 block h-1 w-10 rounded-full bg-gold-500" />
          )}
          <h3 className="text-lg font-bold text-navy-900">{item.title}</h3>
          <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
        </li>
      ))}
    </List>
  )
}
