import type { ReactNode } from 'react'
import { cn } from '#app/lib/cn.ts'

interface SectionHeadingProps {
  id: string
  eyebrow?: string
  title: ReactNode
  lead?: ReactNode
  align?: 'start' | 'center'
  tone?: 'light' | 'dark'
  headingLevel?: 'h2' | 'h3'
  className?: string
}

/** The opening of a section: the id labels the <section> through aria-labelledby. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'start',
  tone = 'light',
  headingLevel: Heading = 'h2',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark'
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'mb-3 text-sm font-semibold uppercase tracking-[0.14em]',
            dark ? 'text-gold-300' : 'text-gold-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn('text-3xl font-bold tracking-tight sm:text-4xl', dark ? 'text-white' : 'text-navy-900')}
      >
        {title}
      </Heading>
      {lead ? (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-navy-100' : 'text-muted')}>{lead}</p>
      ) : null}
    </div>
  )
}
