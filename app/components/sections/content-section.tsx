import type { ReactNode } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'

export interface SectionFrame {
  id: string
  /** An anchor for links such as /#contractvehicles; the heading id is derived from it. */
  anchor?: string
  tone?: 'plain' | 'tinted'
  /** Follows a section on the same ground, whose bottom padding already parts the two. */
  continuesGround?: boolean
}

export interface SectionWords {
  eyebrow?: string
  title: string
  lead?: string
}

interface ContentSectionProps extends SectionFrame, SectionWords {
  children: ReactNode
}

export const headingIdOf = (id: string) => `${id}-heading`

export function sectionClass(tone: SectionFrame['tone'], continuesGround = false) {
  return cn(continuesGround ? 'pb-16 sm:pb-20' : 'py-16 sm:py-20', tone === 'tinted' && 'bg-canvas')
}

export function SectionBody({
  id,
  words,
  children,
}: {
  id: string
  words: SectionWords
  children: ReactNode
}) {
  return (
    <Container>
      <SectionHeading id={headingIdOf(id)} eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
      <div className="mt-10">{children}</div>
    </Container>
  )
}

/** A page section: an <h2> that labels it, then its content; hydrated as a slice of its own. */
export function ContentSection({
  id,
  anchor,
  eyebrow,
  title,
  lead,
  tone = 'plain',
  continuesGround = false,
  children,
}: ContentSectionProps) {
  return (
    <HydrationSlice>
      <section id={anchor} aria-labelledby={headingIdOf(id)} className={sectionClass(tone, continuesGround)}>
        <SectionBody id={id} words={{ eyebrow, title, lead }}>
          {children}
        </SectionBody>
      </section>
    </HydrationSlice>
  )
}
