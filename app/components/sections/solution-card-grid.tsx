import { BulletList } from '#app/components/ui/bullet-list.tsx'
import { CardCue, CardLink } from '#app/components/ui/card-link.tsx'

export interface SolutionCardItem {
  id: string
  href: string
  title: string
  tagline: string
  description: string
  features: readonly string[]
  metric: string
  metricLabel: string
}

export function SolutionCardGrid({
  items,
  exploreLabel,
}: {
  items: readonly SolutionCardItem[]
  exploreLabel: string
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg"
        >
          {/* The figure sits beside the title only where the card is wide enough for both; narrower, it
              follows on a line of its own so the title keeps the card's width. */}
          <div className="@container bg-navy-900 px-6 py-5 text-white">
            <div className="flex flex-col gap-3 @lg:flex-row @lg:items-start @lg:justify-between @lg:gap-4">
              <div>
                <h3 className="text-xl font-bold">
                  <CardLink to={item.href}>{item.title}</CardLink>
                </h3>
                <p className="mt-1 text-sm text-navy-100">{item.tagline}</p>
              </div>
              <p className="flex flex-wrap items-baseline gap-x-2 @lg:block @lg:shrink-0 @lg:text-right">
                <span className="block text-2xl font-extrabold text-gold-300">{item.metric}</span>
                <span className="block text-xs text-navy-100">{item.metricLabel}</span>
              </p>
            </div>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="leading-relaxed text-muted">{item.description}</p>
            <BulletList items={item.features} className="mt-4 space-y-1.5 text-sm text-ink" />
            <CardCue>{exploreLabel}</CardCue>
          </div>
        </li>
      ))}
    </ul>
  )
}
