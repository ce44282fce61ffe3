import { useState } from 'react'
import { ClientWordmark } from '#app/components/ui/client-wordmark.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Client, SectionWords } from '#content/schema.ts'
import { LoopedList } from './looped-list.tsx'

function Wordmark({ client }: { client: Client }) {
  return (
    <ClientWordmark
      client={client}
      className="h-24 w-64 rounded-card border border-line bg-surface px-4 shadow-card"
    />
  )
}

function LogoRow({
  clients,
  reverse,
  paused,
  label,
}: {
  clients: readonly Client[]
  reverse: boolean
  paused: boolean
  label: string
}) {
  return (
    <div className="marquee overflow-hidden py-2" data-paused={paused} data-testid="logo-row">
      <div
        // 40 s a row, as classes rather than a style attribute, for the reason given in why-choose-us.tsx.
        className={cn(
          'marquee-track flex w-max gap-5 motion-reduce:w-full',
          '[animation-name:marquee-x] [animation-duration:40s]',
          reverse ? '[animation-direction:reverse]' : '[animation-direction:normal]',
        )}
      >
        <LoopedList
          items={clients}
          keyOf={(client) => client.name}
          render={(client) => <Wordmark client={client} />}
          className="flex gap-5"
          stillClassName="motion-reduce:flex-wrap motion-reduce:justify-center"
          label={label}
        />
      </div>
    </div>
  )
}

/** Two endless rows, the second running the other way; a still grid under reduced motion. */
export function ClientMarquee({
  words,
  motionSubject,
  rowLabels,
  rows,
}: {
  words: SectionWords
  motionSubject: string
  rowLabels: readonly string[]
  rows: readonly (readonly Client[])[]
}) {
  const [paused, setPaused] = useState(false)
  return (
    <section aria-labelledby="clients-heading" className="overflow-hidden bg-canvas py-16 sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="clients-heading" {...words} />
          <MotionToggle subject={motionSubject} paused={paused} onToggle={() => setPaused(!paused)} />
        </div>
      </Container>
      <div className={cn('mt-10 space-y-5')}>
        {rows.map((row, rowIndex) => (
          <LogoRow
            key={row[0]?.name ?? rowIndex}
            clients={row}
            reverse={rowIndex % 2 === 1}
            paused={paused}
            label={rowLabels[rowIndex] ?? ''}
          />
        ))}
      </div>
    </section>
  )
}
