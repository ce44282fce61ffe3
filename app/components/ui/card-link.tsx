import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from '#app/components/ui/icons.tsx'

/** The link that titles a card: it stretches over the whole card, so the card is one target. */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="after:absolute after:inset-0 after:rounded-card">
      {children}
    </Link>
  )
}

export function CardCue({ children }: { children: ReactNode }) {
  return (
    <span className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy-700">
      {children}
      <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
    </span>
  )
}
