import { aboutHeroStatIds, coreValues } from './about.ts'
import {
  allServiceLinks,
  type CategoryLink,
  type ServiceLink,
  serviceCategories,
  solutionEntries,
  solutionLinks,
} from './catalog.ts'
import { categoryCopy, uncategorizedCopy } from './category-copy.ts'
import { certificationEntries, certifications } from './certifications.ts'
import { clients, FIRST_LOGO_ROW_SIZE, ROTATING_CLIENT_MARKS, sectorSummaries } from './clients.ts'
import { type CompanyStat, companyProfile, getCompanyStat } from './company-profile.ts'
import { contractVehicles } from './contract-vehicles.ts'
import labels from './data/labels.json' with { type: 'json' }
import { flipCards } from './flip-cards.ts'
import { heroUploadAsset } from './hero-uploads.ts'
import { differentiators, heroSlides, serviceHighlights, solutionHighlights } from './home.ts'
import { type ImageAsset, type ImageAssetKey, imageAssets } from './images.ts'
import { leadership } from './leadership.ts'
import { type PageId, pages } from './pages.ts'
import type {
  CategoryCopy,
  Client,
  FlipCard,
  HeroSlide,
  Leader,
  PageIntro,
  ServiceCopy,
  Solution,
  Testimonial,
} from './schema.ts'
import { solutions } from './solutions.ts'
import { testimonials } from './testimonials.ts'

/** Route loaders call these at build time, so page words stay out of the JavaScript bundle. */

export { categoryCopy }

export type Category = CategoryLink & Omit<CategoryCopy, 'services' | 'heroSlides'>
export type Service = ServiceLink & ServiceCopy & { category: CategoryLink | null }

export function listCategories(): readonly CategoryLink[] {
  return serviceCategories
}

export function getCategory(id: string): Category | undefined {
  const link = serviceCategories.find((category) => category.id === id)
  const copy = categoryCopy[id]
  if (!link || !copy) return undefined
  const { services: _services, heroSlides: _heroSlides, ...words } = copy
  return { ...link, ...words }
}

/** For code that names a category: the key stays when an editor changes the category's address. */
export function getCategoryByKey(key: string): Category | undefined {
  const link = serviceCategories.find((category) => category.key === key)
  return link && getCategory(link.id)
}

export function getService(slug: string): Service | undefined {
  const link = allServiceLinks.find((service) => service.slug === slug)
  if (!link) return undefined
  const category = serviceCategories.find((candidate) => candidate.id === link.categoryId) ?? null
  const copy = category ? categoryCopy[category.id]?.services[slug] : uncategorizedCopy[slug]
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

export function listServiceSummaries(slugs: readonly string[]): ServiceSummary[] {
  return slugs.flatMap((slug) => {
    const service = getService(slug)
    return service ? [{ href: service.href, name: service.name, summary: service.summary }] : []
  })
}

export function listCategoryServices(categoryId: string): ServiceSummary[] {
  const category = serviceCategories.find((candidate) => candidate.id === categoryId)
  return listServiceSummaries((category?.services ?? []).map((link) => link.slug))
}

export function listCategoryCompanionServices(categoryId: string): ServiceSummary[] {
  return listServiceSummaries(categoryCopy[categoryId]?.alsoSlugs ?? [])
}

export function listRelatedServices(service: Pick<Service, 'relatedSlugs'>): ServiceSummary[] {
  return listServiceSummaries(service.relatedSlugs)
}

export function listSolutionServices(solution: Pick<Solution, 'serviceSlugs'>): ServiceSummary[] {
  return listServiceSummaries(solution.serviceSlugs)
}

export { companyProfile, getCompanyStat }

function resolveHeroSlides(slides: readonly HeroSlide[]) {
  return slides.map((slide) => {
    const { upload } = slide.image
    const asset: ImageAsset | undefined = upload
      ? heroUploadAsset(upload)
      : imageAssets[slide.image.asset as ImageAssetKey]
    if (!asset) throw new Error(`Hero slide ${slide.id} names unknown image ${slide.image.asset}`)
    return { ...slide, image: { alt: slide.image.alt, asset } }
  })
}

export function listHeroSlides() {
  return resolveHeroSlides(heroSlides)
}

export function listCategoryHeroSlides(categoryId: string) {
  const slides = categoryCopy[categoryId]?.heroSlides
  return slides ? resolveHeroSlides(slides) : undefined
}

/** Every picture uploaded for a banner slide, once each, for the image build. */
export function listHeroUploads(): string[] {
  const slides = [...heroSlides, ...Object.values(categoryCopy).flatMap((copy) => copy?.heroSlides ?? [])]
  return [...new Set(slides.flatMap((slide) => (slide.image.upload ? [slide.image.upload] : [])))]
}

export function listDifferentiators() {
  return differentiators
}

/** The first row takes the first ten clients, the second the rest; a row with none is left out. */
export function listClientRows(list: readonly Client[] = clients): Client[][] {
  return [list.slice(0, FIRST_LOGO_ROW_SIZE), list.slice(FIRST_LOGO_ROW_SIZE)].filter((row) => row.length > 0)
}

export function listCertificationItems() {
  return certificationEntries.map(({ badge, ...certification }) => ({ ...certification, mark: badge }))
}

export function listSolutionCards() {
  return solutions.map((solution) => {
    const key = solutionEntries.find((entry) => entry.slug === solution.id)?.key
    const highlight = solutionHighlights.find((candidate) => candidate.id === key)
    const link = solutionLinks.find((candidate) => candidate.id === solution.id)
    if (!highlight || !link) throw new Error(`Solution ${solution.id} lacks a highlight or a link`)
    return {
      id: solution.id,
      href: link.href,
      title: solution.name,
      tagline: solution.tagline,
      description: solution.summary,
      features: highlight.features,
      metric: highlight.figure.value,
      metricLabel: highlight.figure.label,
    }
  })
}

export const KEY_SERVICES_SHOWN = 4

export function describeHiddenServices(total: number, shown = KEY_SERVICES_SHOWN): string | undefined {
  const hidden = total - shown
  if (hidden <= 0) return undefined
  const { one, many } = labels.moreServices
  return (hidden === 1 ? one : many).replace('{count}', String(hidden))
}

export function listServiceCards() {
  return serviceCategories.map((link) => {
    const copy = categoryCopy[link.id]
    const highlights =
      serviceHighlights.find((candidate) => candidate.categoryId === link.key)?.highlights ?? []
    return {
      id: link.id,
      href: link.href,
      title: link.name,
      category: link.area,
      description: copy?.summary ?? '',
      services: link.services.slice(0, KEY_SERVICES_SHOWN).map((service) => service.name),
      moreNote: describeHiddenServices(link.services.length),
      highlights,
    }
  })
}

export function listStats(): readonly CompanyStat[] {
  return companyProfile.stats
}

export function listCoreValues() {
  return coreValues.map((value) => ({
    ...value,
    stat: getCompanyStat(value.statId as Parameters<typeof getCompanyStat>[0]),
  }))
}

export function listAboutHeroStats(): CompanyStat[] {
  return aboutHeroStatIds.map((id) => getCompanyStat(id))
}

export function listLeaders(): readonly Leader[] {
  return leadership
}

export function listFlipCards(): readonly FlipCard[] {
  return flipCards
}

export interface TestimonialView extends Testimonial {
  attribution: string
  area: string
}

export function listTestimonials(): TestimonialView[] {
  return testimonials.map((testimonial) => {
    const category = serviceCategories.find((candidate) => candidate.id === testimonial.categoryId)
    if (!category) throw new Error(`Testimonial ${testimonial.id} names an unknown category`)
    return {
      ...testimonial,
      attribution: `${testimonial.role}, ${testimonial.organizationType}`,
      area: category.name,
    }
  })
}

export interface RotatingClient extends Client {
  sectorSummary: string
}

export function listRotatingClients(): RotatingClient[] {
  return ROTATING_CLIENT_MARKS.map((mark) => {
    const client = clients.find((candidate) => candidate.mark === mark)
    if (!client) throw new Error(`No client with the mark ${mark}`)
    return { ...client, sectorSummary: sectorSummaries[client.sector] }
  })
}
