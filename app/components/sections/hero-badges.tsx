import { TagList } from '#app/components/ui/tag-list.tsx'

export function HeroBadges({
  label,
  items,
  className,
}: {
  label: string
  items: readonly string[]
  className: string
}) {
  if (items.length === 0) return null
  return (
    <TagList
      aria-label={label}
      className={className}
      items={items}
      itemClassName="rounded-full border border-gold-300/50 px-3 py-1 text-sm font-semibold text-gold-300"
    />
  )
}
