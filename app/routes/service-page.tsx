import { data, Link } from 'react-router'
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

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'category') {
    const { category, services } = loaderData
    return (
      <CategoryOverview
        name={category.name}
        area={category.area}
        summary={category.summary}
        services={services}
      />
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
