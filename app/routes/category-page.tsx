import { data } from 'react-router'
import {
  CAPABILITIES_ID,
  type CategoryEnquiry,
  CategoryOverview,
  CONTACT_FORM_ID,
} from '#app/components/sections/category-overview.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { serviceSlugOf } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { buildServiceJsonLd } from '#app/lib/structured-data.ts'
import { categoryEnquiryWords, getCategoryPageWords } from '#content/detail-sections.ts'
import {
  getCategory,
  listCategoryCompanionServices,
  listCategoryHeroSlides,
  listCategoryServices,
} from '#content/index.ts'
import { company } from '#content/site.ts'
import { shortFormFields } from '#contract/enquiry-fields.ts'
import type { Route } from './+types/category-page'

/** The two category pages with their own short enquiry form. */
const digital = categoryEnquiryWords['digital-transformation']
const database = categoryEnquiryWords['database-and-infrastructure-management']
const categoryEnquiries: Record<string, CategoryEnquiry> = {
  'digital-transformation': {
    service: 'digital-transformation',
    messageLabel: digital.messageLabel,
    fields: shortFormFields(),
    title: digital.title,
    lead: digital.lead,
    heroActions: [{ label: digital.heroActions.getStarted, targetId: CONTACT_FORM_ID }],
  },
  'database-and-infrastructure-management': {
    service: 'database-infrastructure',
    messageLabel: database.messageLabel,
    fields: shortFormFields(),
    title: database.title,
    lead: database.lead,
    heroActions: [
      { label: database.heroActions.exploreMore, targetId: CAPABILITIES_ID },
      { label: database.heroActions.requestDemo, targetId: CONTACT_FORM_ID },
    ],
  },
}

/** A practice area's page: services, companions, hero carousel and, on two of them, a short enquiry form. */
export function loader({ url }: Route.LoaderArgs) {
  const category = getCategory(serviceSlugOf(url.pathname))
  if (!category) throw data(null, { status: 404 })
  return {
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
    enquiry: categoryEnquiries[category.key],
    contact: { email: company.email, phone: company.phone },
    words: getCategoryPageWords(category.name, {
      steps: category.framework?.length,
      reasons: category.reasons.length,
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.seo, loaderData.path)

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { serviceJsonLd, category, services, companions, slides, enquiry, contact, words } = loaderData
  return (
    <>
      <JsonLd data={serviceJsonLd} />
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
