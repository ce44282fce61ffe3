import { Link } from 'react-router'
import { Container } from '#app/components/ui/container.tsx'
import { ChevronRight } from '#app/components/ui/icons.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { buildBreadcrumbJsonLd } from '#app/lib/structured-data.ts'
import { headerLabels } from '#content/chrome.ts'

export interface Crumb {
  name: string
  /** Omitted for the current page, the last crumb. */
  href?: string
}

/** The visible trail and its BreadcrumbList data come from one list, so the two always agree. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <>
      <nav aria-label={headerLabels.breadcrumb} className="border-b border-line bg-canvas">
        <Container>
          <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 py-3 text-sm">
            {items.map((item, index) => (
              <li key={item.href ?? item.name} className="flex items-center gap-1.5">
                {index > 0 ? <ChevronRight aria-hidden="true" className="size-4 text-muted" /> : null}
                {item.href ? (
                  <Link
                    to={item.href}
                    className="inline-flex min-h-6 items-center font-medium text-navy-700 underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </Link>
                ) : (
                  <span aria-current="page" className="font-semibold text-ink">
                    {item.name}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </Container>
      </nav>
      <JsonLd data={buildBreadcrumbJsonLd(items)} />
    </>
  )
}
