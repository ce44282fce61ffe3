import { Container } from '#app/components/ui/container.tsx'

export interface StatItem {
  value: string
  label: string
}

/** A row of headline figures, labelled as one section by a visually hidden heading. */
export function StatsBand({ id, title, items }: { id: string; title: string; items: readonly StatItem[] }) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="border-b border-line bg-navy-50">
      <Container className="py-10">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <dl className="grid grid-cols-2 gap-6 text-center sm:grid-cols-3 lg:flex lg:justify-around">
          {items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-muted">{item.label}</dt>
              <dd className="text-3xl font-extrabold text-navy-900 sm:text-4xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
