import { BrandMark } from '#app/components/layout/brand-logo.tsx'
import { CertificationBadge } from '#app/components/ui/certification-badge.tsx'

export interface CertificationItem {
  id: string
  title: string
  description: string
  status: string
  mark: { top: string; bottom: string; tone: 'navy' | 'gold' }
}

function CertificationList({ items }: { items: readonly CertificationItem[] }) {
  return (
    <ul className="space-y-5">
      {items.map((item) => (
        <li key={item.id} className="flex gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
          <CertificationBadge {...item.mark} />
          <div>
            <h3 className="text-lg font-bold text-navy-900">{item.title}</h3>
            <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">{item.description}</p>
            <p className="mt-2 inline-flex rounded-full bg-gold-50 px-2.5 py-0.5 text-xs font-bold text-gold-700">
              {item.status}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}

export function CertificationGrid({
  items,
  certifiedLabel,
}: {
  items: readonly CertificationItem[]
  certifiedLabel: string
}) {
  const half = Math.ceil(items.length / 2)
  return (
    <div className="grid items-center gap-5 lg:grid-cols-[1fr_auto_1fr] lg:gap-10">
      <CertificationList items={items.slice(0, half)} />
      <div aria-hidden="true" className="hidden lg:flex lg:flex-col lg:items-center lg:gap-3">
        <BrandMark className="size-40 drop-shadow-xl" />
        <span className="text-sm font-bold tracking-[0.2em] text-navy-900 uppercase">{certifiedLabel}</span>
      </div>
      <CertificationList items={items.slice(half)} />
    </div>
  )
}
