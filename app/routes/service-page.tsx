import { data } from 'react-router'
import {
  CAPABILITIES_ID,
  type CategoryEnquiry,
  CategoryOverview,
  CONTACT_FORM_ID,
} from '#app/components/sections/category-overview.tsx'
import { ServiceDetail } from '#app/components/sections/service-detail.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { normalizePath } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { buildServiceJsonLd } from '#app/lib/structured-data.ts'
import {
  getCategory,
  getService,
  listCategoryCompanionServices,
  listCategoryHeroSlides,
  listCategoryServices,
  listRelatedServices,
} from '#content/index.ts'
import { company } from '#content/site.ts'
import type { Route } from './+types/service-page'

/** The two category pages with their own short enquiry form (SPEC.md, section 2). */
const categoryEnquiries: Record<string, CategoryEnquiry> = {
  'digital-transformation': {
    service: 'digital-transformation',
    messageLabel: 'Transformation Goals',
    title: 'Start Your Transformation',
    lead: 'Tell us which process, system or decision you want to improve. Our team will contact you within 24 hours.',
    heroActions: [{ label: 'Get Started', targetId: CONTACT_FORM_ID }],
  },
  'database-and-infrastructure-management': {
    service: 'database-infrastructure',
    messageLabel: 'Message',
    title: 'Request a Demo',
    lead: 'Tell us about your databases and infrastructure. Our team will contact you within 24 hours to arrange a walkthrough.',
    heroActions: [
      { label: 'Explore More', targetId: CAPABILITIES_ID },
      { label: 'Request a Demo', targetId: CONTACT_FORM_ID },
    ],
  },
}

/** /services/{slug} is either a category page or a single service's page (see routes.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const slug = normalizePath(url.pathname).replace(/^\/services\//, '')
  const category = getCategory(slug)
  if (category && category.href === `/services/${slug}`) {
    return {
      kind: 'category' as const,
      path: category.href,
      seo: category.seo,
      serviceJsonLd: buildServiceJsonLd({
        name: category.name,
        description: category.summary,
        path: category.href,
        serviceType: category.name,
        category: category.area,
      }),
      category,
      services: listCategoryServices(category.id),
      companions: listCategoryCompanionServices(category.id),
      slides: listCategoryHeroSlides(category.id),
      enquiry: categoryEnquiries[category.id],
      contact: { email: company.email, phone: company.phone },
    }
  }
  const service = getService(slug)
  if (service) {
    return {
      kind: 'service' as const,
      path: service.href,
      seo: service.seo,
      serviceJsonLd: buildServiceJsonLd({
        name: service.name,
        description: service.summary,
        path: service.href,
        serviceType: service.name,
        category: service.category?.name,
      }),
      service,
      related: listRelatedServices(service),
    }
  }
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const structuredData = <JsonLd data={loaderData.serviceJsonLd} />
  if (loaderData.kind === 'category') {
    const { category, services, companions, slides, enquiry, contact } = loaderData
    return (
      <>
        {structuredData}
        <CategoryOverview
          name={category.name}
          area={category.area}
          summary={category.summary}
          covers={category.covers}
          services={services}
          companions={companions}
          reasons={category.reasons}
          slides={slides}
          stats={category.stats}
          framework={category.framework}
          advantages={category.advantages}
          enquiry={enquiry}
          contact={contact}
        />
      </>
    )
  }
  const { service, related } = loaderData
  return (
    <>
      {structuredData}
      <ServiceDetail
        name={service.name}
        summary={service.summary}
        category={service.category}
        overview={service.overview}
        capabilities={service.capabilities}
        approach={service.approach}
        contexts={service.contexts}
        related={related}
      />
    </>
  )
}
