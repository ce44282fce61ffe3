import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

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

/** The four productised solutions; each card is one link to its page. */
export function SolutionCardGrid({
  items,
  exploreLabel,
}: {
  items: readonly SolutionCardItem[]
  /** The words at the foot of each card: "Explore the solution". */
  exploreLabel: string
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg"
        >
          <div className="flex items-start justify-between gap-4 bg-navy-900 px-6 py-5 text-white">
            <div>
              <h3 className="text-xl font-bold">
                <Link to={item.href} className="after:absolute after:inset-0 after:rounded-card">
                  {item.title}
                </Link>
              </h3>
              <p className="mt-1 text-sm text-navy-100">{item.tagline}</p>
            </div>
            <p className="shrink-0 text-right">
              <span className="block text-2xl font-extrabold text-gold-300">{item.metric}</span>
              <span className="block text-xs text-navy-100">{item.metricLabel}</span>
            </p>
          </div>
          <div className="flex flex-1 flex-col p-6">
            <p className="leading-relaxed text-muted">{item.description}</p>
            <ul className="mt-4 space-y-1.5 text-sm text-ink">
              {item.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-500" />
                  {feature}
                </li>
              ))}
            </ul>
            <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700">
              {exploreLabel}
              <ArrowRight
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
