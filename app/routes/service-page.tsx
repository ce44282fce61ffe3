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
import { categoryEnquiryWords, getCategoryPageWords, getServicePageWords } from '#content/detail-sections.ts'
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
const digital = categoryEnquiryWords['digital-transformation']
const database = categoryEnquiryWords['database-and-infrastructure-management']
const categoryEnquiries: Record<string, CategoryEnquiry> = {
  'digital-transformation': {
    service: 'digital-transformation',
    messageLabel: digital.messageLabel,
    title: digital.title,
    lead: digital.lead,
    heroActions: [{ label: digital.heroActions.getStarted, targetId: CONTACT_FORM_ID }],
  },
  'database-and-infrastructure-management': {
    service: 'database-infrastructure',
    messageLabel: database.messageLabel,
    title: database.title,
    lead: database.lead,
    heroActions: [
      { label: database.heroActions.exploreMore, targetId: CAPABILITIES_ID },
      { label: database.heroActions.requestDemo, targetId: CONTACT_FORM_ID },
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
      words: getCategoryPageWords(category.name, {
        steps: category.framework?.length,
        reasons: category.reasons.length,
      }),
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
      words: getServicePageWords(service.name, service.category?.name),
    }
  }
  throw data(null, { status: 404 })
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const structuredData = <JsonLd data={loaderData.serviceJsonLd} />
  if (loaderData.kind === 'category') {
    const { category, services, companions, slides, enquiry, contact, words } = loaderData
    return (
      <>
        {structuredData}
        <CategoryOverview
          words={words}
          category={category}
          services={services}
          companions={companions}
          slides={slides}
          enquiry={enquiry}
          contact={contact}
        />
      </>
    )
  }
  const { service, related, words } = loaderData
  return (
    <>
      {structuredData}
      <ServiceDetail words={words} service={service} related={related} />
    </>
  )
}
