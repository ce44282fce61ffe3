import { useState } from 'react'
import { Container } from '#app/components/ui/container.tsx'
import { CheckCircle2 } from '#app/components/ui/icons.tsx'
import { MotionToggle } from '#app/components/ui/motion-toggle.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Differentiator, SectionWords } from '#content/schema.ts'
import { LoopedList } from './looped-list.tsx'

const COLUMN_COUNT = 3

/** In order, as evenly as the count allows (twelve make three columns of four); no column is left empty. */
export function splitIntoColumns<T>(items: readonly T[], count = COLUMN_COUNT): T[][] {
  const perColumn = Math.ceil(items.length / count)
  if (perColumn === 0) return []
  return Array.from({ length: Math.ceil(items.length / perColumn) }, (_, column) =>
    items.slice(column * perColumn, (column + 1) * perColumn),
  )
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
 * Each column loops upward at its own pace, holding its cards twice and moving by half its height; the
 * copy is hidden from assistive technology and the tab order.
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
  const columns = splitIntoColumns(items)
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
          />
        </div>
        <div className="mt-10 grid gap-5 md:grid-cols-3">
          {columns.map((columnItems, column) => (
            <div
              key={columnItems[0]?.title}
              className="marquee relative h-[26rem] overflow-hidden [mask-image:linear-gradient(transparent,black_10%,black_90%,transparent)] motion-reduce:h-auto motion-reduce:[mask-image:none]"
              data-paused={paused}
              data-testid="reason-column"
            >
              <div
                // Each column's pace is a class, not a style attribute: every distinct style attribute adds a
                // hash to the page's Content-Security-Policy header, and the home page's first response has to
                // fit in a new connection's first round trip (docs/decisions/012-performance-budget.md).
                className={cn(
                  'marquee-track flex flex-col gap-5 [animation-name:marquee-y]',
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
                />
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  )
}
