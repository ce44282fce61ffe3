import { BulletList } from '#app/components/ui/bullet-list.tsx'
import { CardCue, CardLink } from '#app/components/ui/card-link.tsx'
import { Check } from '#app/components/ui/icons.tsx'
import { cardWords } from '#content/chrome.ts'

export interface ServiceCardItem {
  id: string
  href: string
  title: string
  category: string
  description: string
  /** The key services listed on the card (at most four). */
  services: readonly string[]
  /** "+N more services" when the category has more than the card lists. */
  moreNote?: string
  highlights: readonly string[]
}

export function ServiceCardGrid({ items }: { items: readonly ServiceCardItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {items.map((item) => (
        <li
          key={item.id}
          data-service-card={item.id}
          className="group relative flex flex-col rounded-card border border-line bg-surface p-6 shadow-card transition-shadow focus-within:shadow-lg hover:shadow-lg"
        >
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-700 uppercase">{item.category}</p>
          <h3 className="mt-1 text-lg font-bold text-navy-900">
            <CardLink to={item.href}>{item.title}</CardLink>
          </h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
          <h4 className="mt-4 text-sm font-semibold text-navy-900">{cardWords.keyServices}</h4>
          <BulletList items={item.services} className="mt-2 space-y-1.5 text-sm text-ink" />
          {item.moreNote ? <p className="mt-2 text-sm font-medium text-navy-700">{item.moreNote}</p> : null}
          <BulletList
            aria-label={cardWords.highlights}
            className="mt-4 space-y-1 border-t border-line pt-4 text-sm text-muted"
            items={item.highlights}
            itemClassName="flex items-start gap-2"
            marker={<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />}
          />
          <CardCue>{cardWords.learnMore}</CardCue>
        </li>
      ))}
    </ul>
  )
}
