import { type MouseEvent, type ReactNode, type Ref, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { BulletDot, BulletList } from '#app/components/ui/bullet-list.tsx'
import { DetailList } from '#app/components/ui/detail-list.tsx'
import {
  Brain,
  ChartColumn,
  Check,
  Cloud,
  Globe,
  MousePointerClick,
  RotateCcw,
  ShieldCheck,
  Smartphone,
} from '#app/components/ui/icons.tsx'
import { TagList } from '#app/components/ui/tag-list.tsx'
import { cn } from '#app/lib/cn.ts'
import type { FlipCard } from '#content/schema.ts'

const ICONS = {
  brain: Brain,
  cloud: Cloud,
  shield: ShieldCheck,
  chart: ChartColumn,
  smartphone: Smartphone,
  globe: Globe,
} as const

const GRADIENTS: Record<FlipCard['gradient'], string> = {
  navy: 'from-navy-950 to-navy-700',
  indigo: 'from-[#1e1b4b] to-navy-700',
  slate: 'from-[#1e293b] to-navy-800',
  teal: 'from-[#063b3f] to-navy-800',
  gold: 'from-navy-900 to-[#5c3d07]',
  sky: 'from-navy-900 to-[#0c4a6e]',
}

/** Front shows this many tags and features; the back shows everything. */
const FRONT_TAGS = 2
const FRONT_FEATURES = 3

export interface FlipCardLabels {
  clickToExplore: string
  backToOverview: string
  backOf: string
  tags: string
  features: string
  benefits: string
  allTags: string
}

/** Turns the card over; its hidden words name the card. */
function TurnButton({
  ref,
  tone,
  icon: Icon,
  children,
}: {
  ref: Ref<HTMLButtonElement>
  tone: 'dark' | 'light'
  icon: typeof RotateCcw
  children: ReactNode
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 self-start rounded-control text-sm font-semibold',
        // The site's blue ring falls under 3:1 on the gradients' lighter ends; gold stands out on all of them.
        tone === 'dark' ? 'text-gold-300 focus-visible:outline-gold-300' : 'text-navy-700',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </button>
  )
}

interface FlipCardViewProps {
  labels: FlipCardLabels
  card: FlipCard
  order: number
  flipped: boolean
  onToggle: () => void
}

function FlipCardView({ labels, card, order, flipped, onToggle }: FlipCardViewProps) {
  const Icon = ICONS[card.icon]
  const frontButton = useRef<HTMLButtonElement>(null)
  const backButton = useRef<HTMLButtonElement>(null)

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const pressedButton = (event.target as HTMLElement).closest('button') !== null
    // The pressed button's face turns inert, so focus follows to the other face's button. The turn is
    // committed first so that button is no longer inert; no effect is involved, so a press that lands
    // while the page is still hydrating cannot have its focus taken by the card's own first effects.
    flushSync(onToggle)
    if (pressedButton) (flipped ? frontButton : backButton).current?.focus()
  }

  return (
    <li
      className="h-[400px] [perspective:1400px] motion-safe:animate-[rise-in_0.5s_ease-out_both]"
      style={{ animationDelay: `${order * 0.1}s` }}
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: a click anywhere on the card flips it for pointer users; keyboard users press the card's button, whose click bubbles here. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above; the button inside is the accessible control. */}
      <div
        className="h-full cursor-pointer"
        onClick={onClick}
        data-flip-card={card.id}
        data-flipped={flipped}
      >
        <div className={cn('flip-card-inner relative h-full', flipped && '[transform:rotateY(180deg)]')}>
          <div
            inert={flipped}
            data-face="front"
            className={cn(
              'flip-card-face absolute inset-0 flex flex-col rounded-card bg-gradient-to-br px-6 pt-6 pb-3 text-white shadow-card',
              GRADIENTS[card.gradient],
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-white/10">
                <Icon aria-hidden="true" className="size-6 text-gold-300" />
              </span>
              <TagList
                aria-label={labels.tags}
                className="flex flex-wrap justify-end gap-1.5"
                items={card.tags.slice(0, FRONT_TAGS)}
                itemClassName="rounded-full bg-white/15 px-2.5 py-0.5 text-xs font-semibold"
              />
            </div>
            <h3 className="mt-5 text-2xl leading-tight font-bold">{card.title}</h3>
            <p className="mt-2 leading-relaxed text-navy-100">{card.description}</p>
            <BulletList
              aria-label={labels.features}
              className="mt-4 space-y-1.5 text-sm"
              items={card.features.slice(0, FRONT_FEATURES)}
              marker={<BulletDot className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-400" />}
            />
            <div className="mt-auto pt-3">
              <TurnButton ref={frontButton} tone="dark" icon={MousePointerClick}>
                {labels.clickToExplore}
                <span className="sr-only"> {card.title}</span>
              </TurnButton>
            </div>
          </div>

          <div
            inert={!flipped}
            data-face="back"
            className="flip-card-face absolute inset-0 flex [transform:rotateY(180deg)] flex-col rounded-card border border-line border-t-4 border-t-gold-500 bg-surface px-5 pt-4 pb-3 shadow-card"
          >
            <h3 className="text-lg leading-snug font-bold text-navy-900">{card.title}</h3>
            <p className="mt-1 text-sm leading-snug text-muted">{card.detailedDescription}</p>
            <BulletList
              aria-label={labels.benefits}
              className="mt-2.5 space-y-0.5 text-sm leading-snug text-ink"
              items={card.benefits}
              marker={<Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />}
            />
            {/* Figures and tags keep to the foot of the face, whatever the length of the words above them. */}
            <div className="mt-auto pt-2.5">
              <DetailList
                items={card.metrics.map(({ label, value }) => ({ label, detail: value }))}
                look="metrics"
              />
              <TagList
                aria-label={labels.allTags}
                className="mt-3 flex flex-wrap gap-1"
                items={card.tags}
                itemClassName="rounded-full bg-navy-50 px-2 py-0.5 text-[0.6875rem] leading-4 font-semibold text-navy-800"
              />
            </div>
            <div className="mt-2 border-t border-line pt-0.5">
              <TurnButton ref={backButton} tone="light" icon={RotateCcw}>
                {labels.backToOverview}
                <span className="sr-only">{` ${labels.backOf} ${card.title}`}</span>
              </TurnButton>
            </div>
          </div>
        </div>
      </div>
    </li>
  )
}

/** Each card turns on a click or its button, independently, announced in a polite live region. */
export function FlipCardGrid({
  cards,
  labels,
  announce,
}: {
  cards: readonly FlipCard[]
  labels: FlipCardLabels
  /** Announced after the card's title when it turns: "details shown", "overview shown". */
  announce: { details: string; overview: string }
}) {
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set())
  const [announcement, setAnnouncement] = useState('')

  const toggle = (card: FlipCard) => {
    const next = new Set(flipped)
    const nowFlipped = !next.has(card.id)
    if (nowFlipped) next.add(card.id)
    else next.delete(card.id)
    setFlipped(next)
    setAnnouncement(`${card.title}: ${nowFlipped ? announce.details : announce.overview}`)
  }

  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {cards.map((card, order) => (
          <FlipCardView
            key={card.id}
            labels={labels}
            card={card}
            order={order}
            flipped={flipped.has(card.id)}
            onToggle={() => toggle(card)}
          />
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  )
}
