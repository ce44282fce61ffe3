import { BulletList } from '#app/components/ui/bullet-list.tsx'
import { CardCue, CardLink } from '#app/components/ui/card-link.tsx'
import { cardWords } from '#content/chrome.ts'
import type { ServiceSummary } from '#content/index.ts'
import { cardGridClass } from './card-grid-class.ts'

export interface LinkCardItem {
  href: string
  title: string
  description?: string
  eyebrow?: string
  points?: readonly string[]
  note?: string
}

/** The words at the foot of every card; the whole card is the link. */
const CUE = cardWords.learnMore

interface LinkCardGridProps {
  items: readonly LinkCardItem[]
  columns?: 2 | 3 | 4
  headingLevel?: 'h2' | 'h3'
  className?: string
}

export function LinkCardGrid({
  items,
  columns = 3,
  headingLevel: Heading = 'h3',
  className,
}: LinkCardGridProps) {
  return (
    <ul className={cardGridClass(columns, className)}>
      {items.map((item) => (
        <li
          key={item.href}
          className="group relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-card transition-shadow hover:shadow-lg focus-within:shadow-lg"
        >
          {item.eyebrow ? (
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-gold-700">{item.eyebrow}</p>
          ) : null}
          <Heading className="mt-1 text-lg font-bold text-navy-900">
            <CardLink to={item.href}>{item.title}</CardLink>
          </Heading>
          {item.description ? (
            <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
          ) : null}
          {item.points?.length ? (
            <BulletList items={item.points} className="mt-4 space-y-1.5 text-sm text-ink" />
          ) : null}
          {item.note ? <p className="mt-2 text-sm font-medium text-navy-700">{item.note}</p> : null}
          <CardCue>{CUE} </CardCue>
        </li>
      ))}
    </ul>
  )
}

export function ServiceLinkGrid({
  services,
  className,
}: {
  services: readonly ServiceSummary[]
  className?: string
}) {
  return (
    <LinkCardGrid
      className={className}
      items={services.map((service) => ({
        href: service.href,
        title: service.name,
        description: service.summary,
      }))}
    />
  )
}
