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
import { loadServiceStaticSections, useServiceStaticSections } from '#app/lib/service-static-sections.ts'
import { buildServiceJsonLd } from '#app/lib/structured-data.ts'
import { categoryEnquiryWords, getCategoryPageWords, getServicePageWords } from '#content/detail-sections.ts'
import {
  getCategory,
  getService,
  listCategoryCompanionServices,
  listCategoryHeroSlides,
  listCategoryServices,
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

const slugOf = (pathname: string) => normalizePath(pathname).replace(/^\/services\//, '')

/**
 * /services/{slug} is either a category page or a single service's page (see routes.ts). A service's
 * page needs only its hero and closing band to hydrate: the sections between are static sections
 * (content/static-sections.ts), whose prerendered HTML the first load keeps.
 */
export function loader({ url }: Route.LoaderArgs) {
  const slug = slugOf(url.pathname)
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
    const { crumbs, eyebrow, actions, cta } = getServicePageWords(service.name, service.category?.name)
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
      slug,
      service: { name: service.name, summary: service.summary, category: service.category },
      words: { crumbs, eyebrow, actions, cta },
    }
  }
  throw data(null, { status: 404 })
}

/** A visit by link to a service's page renders every section, so it loads their content too. */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  const [data, staticSections] = await Promise.all([
    serverLoader(),
    loadServiceStaticSections(slugOf(new URL(request.url).pathname)),
  ])
  return data.kind === 'service' ? { ...data, staticSections } : data
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
  return (
    <>
      {structuredData}
      <ServiceDetailPage loaderData={loaderData} />
    </>
  )
}

/** A service's own page; its static sections come from the link visit's data or the prerender. */
function ServiceDetailPage({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'service' }>
}) {
  const statics = useServiceStaticSections(
    loaderData.slug,
    'staticSections' in loaderData ? loaderData.staticSections : undefined,
  )
  return <ServiceDetail words={loaderData.words} service={loaderData.service} statics={statics} />
}
