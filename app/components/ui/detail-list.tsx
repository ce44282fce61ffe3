export interface Detail {
  label: string
  detail: string
}

const styles = {
  notes: {
    list: 'mt-6 space-y-4',
    row: 'rounded-card border border-line bg-canvas p-5',
    term: 'font-semibold text-navy-900',
    detail: 'mt-1 leading-relaxed text-ink',
  },
  statements: {
    list: 'max-w-3xl space-y-4',
    row: 'rounded-card border border-line bg-surface p-5 sm:p-6',
    term: 'text-lg font-bold text-navy-900',
    detail: 'mt-2 leading-relaxed text-ink',
  },
  /** Stacked on narrow screens, so long values never push the page sideways. */
  fields: {
    list: 'mt-4 space-y-2 text-sm',
    row: 'grid gap-x-3 sm:grid-cols-[9rem_minmax(0,1fr)]',
    term: 'font-semibold text-navy-900',
    detail: 'text-ink',
  },
  /** Each figure shows above its label; a screen reader still hears the label first. */
  metrics: {
    list: 'grid grid-cols-3 divide-x divide-line rounded-lg bg-navy-50 text-center',
    row: 'flex flex-col-reverse justify-end px-1 py-1',
    term: 'text-[0.6875rem] leading-tight text-muted',
    detail: 'text-base leading-tight font-extrabold text-navy-900',
  },
} as const

export function DetailList({ items, look }: { items: readonly Detail[]; look: keyof typeof styles }) {
  const style = styles[look]
  return (
    <dl className={style.list}>
      {items.map((item) => (
        // Each label is unique within its list.
        <div key={item.label} className={style.row}>
          <dt className={style.term}>{item.label}</dt>
          <dd className={style.detail}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  )
}
