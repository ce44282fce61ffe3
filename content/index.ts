import {
  allServiceLinks,
  type CategoryLink,
  type ServiceLink,
  serviceCategories,
  solutionLinks,
} from './catalog.ts'
import { certifications } from './certifications.ts'
import { contractVehicles } from './contract-vehicles.ts'
import { type PageId, pages } from './pages.ts'
import type { CategoryCopy, PageIntro, ServiceCopy, Solution } from './schema.ts'
import { applicationAndSoftwareDevelopmentCopy } from './services/application-and-software-development.ts'
import { cybersecurityCopy } from './services/cybersecurity.ts'
import { databaseAndInfrastructureManagementCopy } from './services/database-and-infrastructure-management.ts'
import { digitalTransformationCopy } from './services/digital-transformation.ts'
import { erpSolutionsCopy } from './services/erp-solutions.ts'
import { federalFinancialManagementCopy } from './services/federal-financial-management.ts'
import { federalGrantsManagementCopy } from './services/federal-grants-management.ts'
import { informationTechnologyServiceManagementCopy } from './services/information-technology-service-management.ts'
import { uncategorisedCopy } from './services/uncategorised.ts'
import { solutions } from './solutions.ts'

/**
 * The getters pages use to read content. Route loaders call them at build time,
 * so the words of every page stay out of the JavaScript bundle.
 */

export const categoryCopy: Record<string, CategoryCopy> = {
  'erp-solutions': erpSolutionsCopy,
  'digital-transformation': digitalTransformationCopy,
  'federal-financial-management': federalFinancialManagementCopy,
  'application-and-software-development': applicationAndSoftwareDevelopmentCopy,
  'database-and-infrastructure-management': databaseAndInfrastructureManagementCopy,
  cybersecurity: cybersecurityCopy,
  'information-technology-service-management': informationTechnologyServiceManagementCopy,
  'federal-grants-management': federalGrantsManagementCopy,
}

export type Category = CategoryLink & Omit<CategoryCopy, 'services'>
export type Service = ServiceLink & ServiceCopy & { category: CategoryLink | null }

export function listCategories(): readonly CategoryLink[] {
  return serviceCategories
}

export function getCategory(id: string): Category | undefined {
  const link = serviceCategories.find((category) => category.id === id)
  const copy = categoryCopy[id]
  if (!link || !copy) return undefined
  const { services: _services, ...words } = copy
  return { ...link, ...words }
}

export function getService(slug: string): Service | undefined {
  const link = allServiceLinks.find((service) => service.slug === slug)
  if (!link) return undefined
  const category = serviceCategories.find((candidate) => candidate.id === link.categoryId) ?? null
  const copy = category
    ? categoryCopy[category.id]?.services[slug]
    : (uncategorisedCopy as Record<string, ServiceCopy>)[slug]
  if (!copy) return undefined
  return { ...link, ...copy, category }
}

export function listSolutions(): readonly Solution[] {
  return solutions
}

export function getSolution(id: string): Solution | undefined {
  return solutions.find((solution) => solution.id === id)
}

export function getPage(id: PageId): PageIntro {
  return pages[id]
}

export { certifications, contractVehicles, solutionLinks }

export interface ServiceSummary {
  href: string
  name: string
  summary: string
}

/** Services by slug, with just the words their cards need; unknown slugs are skipped. */
export function listServiceSummaries(slugs: readonly string[]): ServiceSummary[] {
  return slugs.flatMap((slug) => {
    const service = getService(slug)
    return service ? [{ href: service.href, name: service.name, summary: service.summary }] : []
  })
}

/** The services of one category, with just the words their cards need. */
export function listCategoryServices(categoryId: string): ServiceSummary[] {
  const category = serviceCategories.find((candidate) => candidate.id === categoryId)
  return listServiceSummaries((category?.services ?? []).map((link) => link.slug))
}

/** Services that belong with a category without appearing in its menu list (Oracle Fixed Assets under ERP). */
export function listCategoryCompanionServices(categoryId: string): ServiceSummary[] {
  return listServiceSummaries(categoryCopy[categoryId]?.alsoSlugs ?? [])
}

/** The services a service page recommends next. */
export function listRelatedServices(service: Pick<Service, 'relatedSlugs'>): ServiceSummary[] {
  return listServiceSummaries(service.relatedSlugs)
}

/** The services a solution is built on. */
export function listSolutionServices(solution: Pick<Solution, 'serviceSlugs'>): ServiceSummary[] {
  return listServiceSummaries(solution.serviceSlugs)
}
