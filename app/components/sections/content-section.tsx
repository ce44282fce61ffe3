import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'

interface ContentSectionProps {
  id: string
  /** An anchor for links such as /#contractvehicles; the heading id is derived from it. */
  anchor?: string
  eyebrow?: string
  title: string
  lead?: string
  tone?: 'plain' | 'tinted'
  children: ReactNode
}

/** A page section: an <h2> that labels it, then its content; hydrated as a slice of its own. */
export function ContentSection({
  id,
  anchor,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  children,
}: ContentSectionProps) {
  const headingId = `${id}-heading`
  return (
    <HydrationSlice>
      <section
        id={anchor}
        aria-labelledby={headingId}
        className={cn('py-16 sm:py-20', tone === 'tinted' && 'bg-canvas')}
      >
        <Container>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
          <div className="mt-10">{children}</div>
        </Container>
      </section>
    </HydrationSlice>
  )
}
