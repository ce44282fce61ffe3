import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import type { Figure } from '#content/schema.ts'
import { CountUp } from './stat-grid.tsx'

/** Headline figures labeled as one section by a visually hidden heading. */
export function StatsBand({ id, title, items }: { id: string; title: string; items: readonly Figure[] }) {
  const headingId = `${id}-heading`
  return (
    <section aria-labelledby={headingId} className="border-b border-line bg-navy-50">
      <Container className="py-10">
        <h2 id={headingId} className="sr-only">
          {title}
        </h2>
        <dl
          className={cn(
            'grid gap-6 text-center',
            items.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
          )}
        >
          {items.map((item) => (
            <div key={item.id} className="flex flex-col-reverse gap-1">
              <dt className="text-sm font-medium text-muted">{item.label}</dt>
              <dd className="text-3xl font-extrabold text-navy-900 sm:text-4xl">
                <CountUp value={item.value} prefix={item.prefix} suffix={item.suffix} />
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  )
}
