import { data, Link } from 'react-router'
import { ShortEnquiryForm } from '#app/components/forms/short-enquiry-form.tsx'
import { CategoryOverview } from '#app/components/sections/category-overview.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { normalizePath } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { getCategory, getService, listCategoryServices } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/service-page'

/** /services/{slug} is either a category page or a single service's page (see routes.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const slug = normalizePath(url.pathname).replace(/^\/services\//, '')
  const category = getCategory(slug)
  if (category && category.href === `/services/${slug}`) {
    const services = listCategoryServices(category.id)
    return { kind: 'category' as const, path: category.href, seo: category.seo, category, services }
  }
  const service = getService(slug)
  if (service) return { kind: 'service' as const, path: service.href, seo: service.seo, service }
  throw data(null, { status: 404 })
}

/** The two category pages with the short enquiry form (SPEC.md sections 2 and 7). */
const SHORT_FORM_PAGES: Record<
  string,
  {
    service: 'DigitalTransformation' | 'databaseinfrastructuremanagement'
    messageLabel: string
    heading: string
    lead: string
  }
> = {
  '/services/digital-transformation': {
    service: 'DigitalTransformation',
    messageLabel: 'Transformation Goals',
    heading: 'Start Your Transformation',
    lead: 'Describe the processes or systems you want to modernise and a transformation lead will contact you within 24 hours.',
  },
  '/services/database-and-infrastructure-management': {
    service: 'databaseinfrastructuremanagement',
    messageLabel: 'Message',
    heading: 'Talk to an Infrastructure Specialist',
    lead: 'Tell us about your databases, environments and uptime targets and a specialist will contact you within 24 hours.',
  },
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') {
    const { category, services } = loaderData
    const enquiry = SHORT_FORM_PAGES[category.href]
    return (
      <>
        <CategoryOverview
          name={category.name}
          area={category.area}
          summary={category.summary}
          services={services}
        />
        {enquiry ? (
          <section
            id="contact-form"
            aria-labelledby="contact-form-heading"
            className="bg-canvas py-16 sm:py-20"
          >
            <Container className="max-w-3xl">
              <h2 id="contact-form-heading" className="text-3xl font-bold tracking-tight text-navy-900">
                {enquiry.heading}
              </h2>
              <p className="mt-3 mb-8 text-lg text-muted">{enquiry.lead}</p>
              <ShortEnquiryForm service={enquiry.service} messageLabel={enquiry.messageLabel} />
            </Container>
          </section>
        ) : null}
      </>
    )
  }
  const { service } = loaderData
  return (
    <>
      <PageHero eyebrow={service.category?.name ?? 'Service'} title={service.name} lead={service.summary}>
        <LinkButton to={pagePaths.contact} size="lg">
          Request Consultation
        </LinkButton>
      </PageHero>
      {service.category ? (
        <Container className="py-12">
          <p className="text-lg text-ink">
            Part of our{' '}
            <Link
              to={service.category.href}
              className="font-semibold text-navy-700 underline underline-offset-4"
            >
              {service.category.name}
            </Link>{' '}
            practice.
          </p>
        </Container>
      ) : null}
    </>
  )
}
