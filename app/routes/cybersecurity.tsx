import { CategoryOverview } from '#app/components/sections/category-overview.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { buildServiceJsonLd } from '#app/lib/structured-data.ts'
import { getCategoryPageWords } from '#content/detail-sections.ts'
import { getCategoryByKey, listCategoryCompanionServices, listCategoryServices } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/cybersecurity'

export function loader() {
  const category = getCategoryByKey('cybersecurity')
  if (!category) throw new Error('The cybersecurity category is missing from content')
  return {
    category,
    serviceJsonLd: buildServiceJsonLd({
      name: category.name,
      description: category.summary,
      path: pagePaths.cybersecurity,
      serviceType: category.name,
      category: category.area,
    }),
    services: listCategoryServices(category.id),
    companions: listCategoryCompanionServices(category.id),
    words: getCategoryPageWords(category.name, { reasons: category.reasons.length }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.category.seo, pagePaths.cybersecurity)

export default function Cybersecurity({
  loaderData: { category, serviceJsonLd, services, companions, words },
}: Route.ComponentProps) {
  return (
    <>
      <JsonLd data={serviceJsonLd} />
      <CategoryOverview words={words} category={category} services={services} companions={companions} />
    </>
  )
}
