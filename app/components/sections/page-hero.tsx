import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import { PageTitle } from './page-title.tsx'

interface PageHeroProps {
  eyebrow?: string
  title: string
  lead: string
  children?: ReactNode
  /** Shown beside the heading on wide screens and after the hero's other content on narrow ones. */
  aside?: ReactNode
}

export function PageHero({ eyebrow, title, lead, children, aside }: PageHeroProps) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(36_80_158/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(242_181_68/0.12),transparent_55%)]"
      />
      <Container
        className={cn(
          'relative py-16 sm:py-20 lg:py-24',
          aside && 'lg:grid lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-center lg:gap-x-12',
        )}
      >
        <div>
          {eyebrow ? (
            <p className="mb-4 text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">{eyebrow}</p>
          ) : null}
          <PageTitle>{title}</PageTitle>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{lead}</p>
        </div>
        {children ? <div className="mt-8 flex flex-wrap gap-3 lg:col-span-2">{children}</div> : null}
        {/* Last in reading order; on wide screens the grid lifts it beside the heading. */}
        {aside ? <div className="mt-10 lg:col-start-2 lg:row-start-1 lg:mt-0">{aside}</div> : null}
      </Container>
    </section>
  )
}
