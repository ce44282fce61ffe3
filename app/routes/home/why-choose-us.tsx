import { useState } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { CheckCircle2 } from '#app/components/ui/icons.tsx'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Differentiator, SectionWords } from '#content/schema.ts'
import { LoopedList } from './looped-list.tsx'

const COLUMN_COUNT = 3

/** Consecutive runs of the reasons, as even as their number allows, so stacked columns keep their order. */
export function reasonColumns<Item>(items: readonly Item[]): Item[][] {
  const perColumn = Math.ceil(items.length / COLUMN_COUNT)
  return Array.from({ length: COLUMN_COUNT }, (_, column) =>
    items.slice(column * perColumn, (column + 1) * perColumn),
  ).filter((columnItems) => columnItems.length > 0)
}

function DifferentiatorCard({ item }: { item: Differentiator }) {
  return (
    <div className="rounded-card border border-white/15 bg-white/5 p-5">
      <p className="flex items-center gap-2 text-lg font-bold text-white">
        <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
        {item.title}
      </p>
      <p className="mt-2 leading-relaxed text-navy-100">{item.description}</p>
    </div>
  )
}

/**
 * From md up, columns loop by half their doubled height, the copy hidden from assistive technology.
 * Narrower, and under reduced motion, one still list, so no fade cuts a card and nothing needs pausing.
 */
export function WhyChooseUs({
  words,
  motionSubject,
  items,
}: {
  words: SectionWords
  motionSubject: string
  items: readonly Differentiator[]
}) {
  const [paused, setPaused] = useState(false)
  const columns = reasonColumns(items)
  return (
    <section aria-labelledby="why-choose-us-heading" className="bg-navy-900 py-16 text-white sm:py-20">
      <Container>
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="why-choose-us-heading" tone="dark" {...words} />
          <MotionToggle
            tone="dark"
            subject={motionSubject}
            paused={paused}
            onToggle={() => setPaused(!paused)}
            className="max-md:hidden"
          />
        </div>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {columns.map((columnItems, column) => (
            <div
              key={columnItems[0]?.title}
              className="marquee relative overflow-hidden md:motion-safe:h-[26rem] md:motion-safe:[mask-image:linear-gradient(transparent,black_10%,black_90%,transparent)]"
              data-paused={paused}
              data-testid="reason-column"
            >
              <div
                // Each column's pace is a class, not a style attribute: every distinct style attribute adds a
                // hash to the page's Content-Security-Policy header, and the home page's first response has to
                // fit in a new connection's first round trip (docs/decisions/012-performance-budget.md).
                className={cn(
                  'marquee-track flex flex-col gap-5 md:[animation-name:marquee-y]',
                  column === 0 && '[animation-duration:20s]',
                  column === 1 && '[animation-duration:25s]',
                  column === 2 && '[animation-duration:22s]',
                )}
              >
                <LoopedList
                  items={columnItems}
                  keyOf={(item) => item.title}
                  render={(item) => <DifferentiatorCard item={item} />}
                  className="flex flex-col gap-5"
                  copyClassName="max-md:hidden"
                />
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  )
}
