import { Card } from '#app/components/ui/card.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import { cn } from '#app/lib/cn.ts'
import type { IconKey } from '#content/schema.ts'

export interface ContactDetail {
  label: string
  icon: IconKey
  lines?: readonly string[]
  text?: string
  href?: string
}

// A lone link on its line, not one in a sentence, so it is at least 24 px tall (WCAG 2.5.8).
const linkClass = 'inline-flex min-h-6 items-center text-navy-700 underline underline-offset-4'

function DetailValue({ detail }: { detail: ContactDetail }) {
  if (detail.lines) {
    return (
      <address className="not-italic">
        {detail.lines.map((line, index) => (
          <span key={line}>
            {index > 0 && <br />}
            {line}
          </span>
        ))}
      </address>
    )
  }
  return (
    <a className={linkClass} href={detail.href}>
      {detail.text}
    </a>
  )
}

function DetailLabel({ detail }: { detail: ContactDetail }) {
  return (
    <>
      <ContentIcon icon={detail.icon} className="size-5 text-gold-700" />
      {detail.label}
    </>
  )
}

/** `list`: a labeled list; `panel`: one card, a column per channel; `cards`: a card per channel. */
export function ContactDetails({
  details,
  layout = 'list',
}: {
  details: readonly ContactDetail[]
  layout?: 'list' | 'panel' | 'cards'
}) {
  if (layout === 'list') {
    return (
      <dl className="mt-6 space-y-5">
        {details.map((detail) => (
          <div key={detail.label}>
            <dt className="flex items-center gap-2 font-semibold text-navy-900">
              <DetailLabel detail={detail} />
            </dt>
            <dd className="pl-7 text-ink">
              <DetailValue detail={detail} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }
  const items = details.map((detail) => (
    <li key={detail.label} className={cn(layout === 'cards' && 'h-full')}>
      {layout === 'cards' ? (
        <Card className="h-full">
          <p className="flex items-center gap-2 font-semibold text-navy-900">
            <DetailLabel detail={detail} />
          </p>
          <div className="mt-2 pl-7 text-ink">
            <DetailValue detail={detail} />
          </div>
        </Card>
      ) : (
        <>
          <p className="flex items-center gap-2 font-semibold text-navy-900">
            <DetailLabel detail={detail} />
          </p>
          <div className="mt-1 pl-7 text-ink">
            <DetailValue detail={detail} />
          </div>
        </>
      )}
    </li>
  ))
  return layout === 'cards' ? (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{items}</ul>
  ) : (
    <Card spacious>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">{items}</ul>
    </Card>
  )
}
