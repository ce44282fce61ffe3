import { data } from 'react-router'
import { ServiceDetail } from '#app/components/sections/service-detail.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { serviceSlugOf } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { loadServiceStaticSections } from '#app/lib/service-static-sections.ts'
import { useStaticContent, withStaticSections } from '#app/lib/static-sections.ts'
import { buildServiceJsonLd } from '#app/lib/structured-data.ts'
import { getServicePageWords } from '#content/detail-sections.ts'
import { getService } from '#content/index.ts'
import type { Route } from './+types/service-page'

/** Only breadcrumbs, hero and closing band hydrate; the sections between keep their prerendered HTML. */
export function loader({ url }: Route.LoaderArgs) {
  const slug = serviceSlugOf(url.pathname)
  const service = getService(slug)
  if (!service) throw data(null, { status: 404 })
  const { crumbs, eyebrow, actions, cta } = getServicePageWords(service.name, service.category?.name)
  return {
    path: service.href,
    seo: service.seo,
    serviceJsonLd: buildServiceJsonLd({
      name: service.name,
      description: service.summary,
      path: service.href,
      serviceType: service.name,
      category: service.category?.name,
    }),
    slug,
    service: { name: service.name, summary: service.summary, category: service.category },
    words: { crumbs, eyebrow, actions, cta },
  }
}

/** A visit by link renders every section, so it loads the static sections' content too. */
export function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const slug = serviceSlugOf(new URL(request.url).pathname)
  return withStaticSections(serverLoader(), loadServiceStaticSections(slug))
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const statics = useStaticContent(
    'staticSections' in loaderData ? loaderData.staticSections : undefined,
    (source) => source.service(loaderData.slug),
  )
  return (
    <>
      <JsonLd data={loaderData.serviceJsonLd} />
      <ServiceDetail words={loaderData.words} service={loaderData.service} statics={statics} />
    </>
  )
}
