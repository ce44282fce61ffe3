import type { ReactNode } from 'react'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { type Detail, DetailList } from '#app/components/ui/detail-list.tsx'
import { Check } from '#app/components/ui/icons.tsx'

/** A part of the notice as a page section; its paragraphs, if any, come before anything else it shows. */
export function NoticeSection({
  part,
  tone,
  children,
}: {
  part: { id: string; eyebrow: string; heading: string; lead?: string; paragraphs?: readonly string[] }
  tone?: 'tinted'
  children?: ReactNode
}) {
  return (
    <ContentSection id={part.id} tone={tone} eyebrow={part.eyebrow} title={part.heading} lead={part.lead}>
      {part.paragraphs ? <Paragraphs paragraphs={part.paragraphs} /> : null}
      {children}
    </ContentSection>
  )
}

export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  )
}

export function AtAGlance({ heading, points }: { heading: string; points: readonly string[] }) {
  return (
    <section
      aria-labelledby="privacy-at-a-glance"
      className="rounded-card border border-white/15 bg-white/5 p-6 sm:p-8"
    >
      <h2 id="privacy-at-a-glance" className="text-sm font-bold tracking-[0.14em] text-gold-300 uppercase">
        {heading}
      </h2>
      <ul className="mt-5 space-y-4">
        {points.map((point) => (
          <li key={point} className="flex gap-3 text-navy-50">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
            <span className="leading-snug">{point}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function LastUpdated({ label, iso, display }: { label: string; iso: string; display: string }) {
  return (
    <p className="text-navy-100">
      {label}: <time dateTime={iso}>{display}</time>
    </p>
  )
}

interface FormDescription {
  name: string
  where: string
  fields: readonly string[]
}

export function FormFieldLists({ forms }: { forms: readonly FormDescription[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {forms.map((form) => (
        <li key={form.name}>
          <Card spacious className="h-full">
            <h3 className="text-xl font-bold text-navy-900">{form.name}</h3>
            <p className="mt-1 text-muted">{form.where}</p>
            <ul className="mt-5 space-y-2">
              {form.fields.map((field) => (
                <li key={field} className="flex gap-3 text-ink">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-gold-700" />
                  <span>{field}</span>
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  )
}

interface RetentionPeriod {
  label: string
  value: string
  detail: string
}

export function RetentionPeriods({ periods }: { periods: readonly RetentionPeriod[] }) {
  return (
    <dl className="grid max-w-3xl gap-6 sm:grid-cols-2">
      {periods.map((period) => (
        <Card key={period.label} className="flex flex-col">
          <dt className="font-semibold text-navy-900">{period.label}</dt>
          <dd className="order-first text-3xl font-extrabold tracking-tight text-navy-900 tabular-nums">
            {period.value}
          </dd>
          <dd className="mt-2 leading-relaxed text-muted">{period.detail}</dd>
        </Card>
      ))}
    </dl>
  )
}

export function LabeledDetails({ items }: { items: readonly Detail[] }) {
  return <DetailList items={items} look="statements" />
}
