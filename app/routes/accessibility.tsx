import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { DetailList } from '#app/components/ui/detail-list.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { accessibilityStatement } from '#content/accessibility.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { company } from '#content/site.ts'
import type { Route } from './+types/accessibility'

export function loader() {
  return {
    page: getPage('accessibility'),
    statement: accessibilityStatement,
    contact: { email: company.email, phone: company.phone },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.accessibility)

const linkClass = 'text-navy-700 underline underline-offset-4 hover:text-navy-900'

export default function Accessibility({ loaderData: { page, statement, contact } }: Route.ComponentProps) {
  const { report } = statement
  return (
    <>
      <PageHero eyebrow={statement.eyebrow} title={page.title} lead={page.intro} />
      <Container className="py-16 sm:py-20">
        <div className="max-w-3xl space-y-14">
          {statement.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className="text-2xl font-bold text-navy-900 sm:text-3xl">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-4 text-lg leading-relaxed text-ink">
                  {paragraph}
                </p>
              ))}
              {'items' in section && section.items ? <DetailList items={section.items} look="notes" /> : null}
            </section>
          ))}
          <section
            aria-labelledby={`${report.id}-heading`}
            className="rounded-card border-2 border-navy-700 bg-navy-50 p-6 sm:p-8"
          >
            <h2 id={`${report.id}-heading`} className="text-2xl font-bold text-navy-900 sm:text-3xl">
              {report.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink">{report.lead}</p>
            <ul className="mt-4 space-y-2 text-lg">
              <li>
                {report.emailLabel}:{' '}
                <a className={linkClass} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              </li>
              <li>
                {report.phoneLabel}:{' '}
                <a className={linkClass} href={`tel:${contact.phone.e164}`}>
                  {contact.phone.display}
                </a>
              </li>
            </ul>
            <p className="mt-4 text-lg leading-relaxed text-ink">{report.responsePromise}</p>
          </section>
          <p className="text-sm text-muted">
            {statement.reviewed.lead}{' '}
            <time dateTime={statement.reviewed.iso}>{statement.reviewed.display}</time>.
          </p>
        </div>
      </Container>
    </>
  )
}
