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
import { getCategoryPageWords } from '#content/detail-sections.ts'
import {
  getCategory,
  listCategoryCompanionServices,
  listCategoryHeroSlides,
  listCategoryServices,
} from '#content/index.ts'
import type { ShortForm } from '#content/service-data-files.ts'
import { getShortForm } from '#content/short-forms.ts'
import { company } from '#content/site.ts'
import { shortFormFields } from '#contract/enquiry-fields.ts'
import type { Route } from './+types/category-page'

const TARGET_IDS: Record<ShortForm['heroActions'][number]['target'], string> = {
  form: CONTACT_FORM_ID,
  capabilities: CAPABILITIES_ID,
}

/** A category's own short enquiry form, when its words file has one. */
function categoryEnquiry(key: string): CategoryEnquiry | undefined {
  const form = getShortForm(key)
  if (!form) return undefined
  return {
    service: form.service,
    messageLabel: form.messageLabel,
    fields: shortFormFields(),
    title: form.title,
    lead: form.lead,
    heroActions: form.heroActions.map(({ label, target }) => ({ label, targetId: TARGET_IDS[target] })),
  }
}

/** A practice area's page: services, companions, hero carousel and, where its words file has one, a short enquiry form. */
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
    enquiry: categoryEnquiry(category.key),
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
