import type { ComponentProps } from 'react'

interface TagListProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** The tags, each unique: a tag's text is its key. */
  items: readonly string[]
  itemClassName: string
}

export function TagList({ items, itemClassName, ...props }: TagListProps) {
  return (
    <ul {...props}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          {item}
        </li>
      ))}
    </ul>
  )
}
