import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { coreValues } from './about.ts'
import { serviceCategories, solutionLinks } from './catalog.ts'
import { certificationMarks, certifications } from './certifications.ts'
import { clients, ROTATING_CLIENT_MARKS, sectorSummaries } from './clients.ts'
import { companyProfile } from './company-profile.ts'
import { flipCards } from './flip-cards.ts'
import { differentiators, heroSlides, serviceHighlights, solutionHighlights } from './home.ts'
import { imageAssets } from './images.ts'
import {
  categoryCopy,
  describeHiddenServices,
  listCategoryHeroSlides,
  listClientRows,
  listRotatingClients,
  listServiceCards,
  listSolutionCards,
  listTestimonials,
} from './index.ts'
import { leadership } from './leadership.ts'
import {
  ClientSchema,
  CoreValueSchema,
  DifferentiatorSchema,
  FlipCardSchema,
  HeroSlideSchema,
  LeaderSchema,
  ServiceCardExtraSchema,
  SolutionHighlightSchema,
  TestimonialSchema,
} from './schema.ts'
import { allSolutionEntries } from './solution-links.ts'
import { testimonials } from './testimonials.ts'

const sorted = (values: readonly string[]) => [...values].sort()

/** The only figures the copy may use: the company's published headline figures. */
const ALLOWED_FIGURES = ['100%', '99.5%', '99.9%', '24/7', '100+', '200+', '50+', '99%', '500+']

describe('main pages content', () => {
  test('parses with its schemas', () => {
    for (const slide of heroSlides) HeroSlideSchema.parse(slide)
    for (const item of differentiators) DifferentiatorSchema.parse(item)
    for (const item of solutionHighlights) SolutionHighlightSchema.parse(item)
    for (const item of serviceHighlights) ServiceCardExtraSchema.parse(item)
    for (const client of clients) ClientSchema.parse(client)
    for (const leader of leadership) LeaderSchema.parse(leader)
    for (const value of coreValues) CoreValueSchema.parse(value)
    for (const card of flipCards) FlipCardSchema.parse(card)
    for (const testimonial of testimonials) TestimonialSchema.parse(testimonial)
  })

  test('keeps ids, names and marks apart within each list', () => {
    const distinct = (values: readonly string[]) => expect(new Set(values).size).toBe(values.length)
    distinct(heroSlides.map((slide) => slide.id))
    distinct(clients.map((client) => client.name))
    distinct(clients.map((client) => client.mark))
    distinct(leadership.map((leader) => leader.name))
    distinct(flipCards.map((card) => card.id))
    expect(listClientRows().flat()).toEqual([...clients])
  })

  test('a category’s banner pictures are its own: no two slides share one', () => {
    const withSlides = Object.keys(categoryCopy).filter((id) => categoryCopy[id]?.heroSlides)
    for (const id of withSlides) {
      const slides = categoryCopy[id]?.heroSlides ?? []
      for (const slide of slides) HeroSlideSchema.parse(slide)
      for (const slide of listCategoryHeroSlides(id) ?? []) expect(slide.image.asset.width).toBe(1920)
    }
    const assets = withSlides.flatMap((id) => categoryCopy[id]?.heroSlides ?? []).map((s) => s.image.asset)
    expect(new Set([...assets, ...heroSlides.map((slide) => slide.image.asset)]).size).toBe(
      assets.length + heroSlides.length,
    )
  })

  test('every hero slide names a pipeline image whose source artwork exists', () => {
    const categorySlides = Object.values(categoryCopy).flatMap((copy) => copy.heroSlides ?? [])
    for (const slide of [...heroSlides, ...categorySlides]) {
      const asset = imageAssets[slide.image.asset as keyof typeof imageAssets]
      expect(asset, slide.id).toBeDefined()
      expect(asset.widths.at(-1)).toBe(asset.width)
      expect(asset.quality).toBe(70)
      expect(existsSync(join(import.meta.dirname, '..', 'assets/images', `${asset.id}.svg`))).toBe(true)
    }
  })

  test('uses only the specification’s figures', () => {
    const figures = [
      ...flipCards.flatMap((card) => card.metrics.map((metric) => metric.value)),
      ...solutionHighlights.map((highlight) => highlight.figure.value),
    ]
    for (const figure of figures) expect(ALLOWED_FIGURES).toContain(figure)
    for (const value of coreValues)
      expect(companyProfile.stats.map((stat) => stat.id)).toContain(value.statId)
  })

  test('references resolve: solutions, categories and certification badges', () => {
    // Every published solution has its card; a draft's card waits in the file for its page.
    const cards = solutionHighlights.map((item) => item.id)
    for (const link of solutionLinks) expect(cards).toContain(link.id)
    expect(sorted(cards)).toEqual(sorted(allSolutionEntries.map((entry) => entry.slug)))
    for (const item of serviceHighlights)
      expect(serviceCategories.map((category) => category.id)).toContain(item.categoryId)
    for (const certification of certifications) expect(certificationMarks[certification.id]).toBeDefined()
    expect(listSolutionCards().map((card) => card.href)).toEqual(solutionLinks.map((link) => link.href))
  })

  test('service cards list at most four key services and count the rest', () => {
    expect(describeHiddenServices(9)).toBe('+5 more services')
    expect(describeHiddenServices(5)).toBe('+1 more service')
    expect(describeHiddenServices(4)).toBeUndefined()
    expect(describeHiddenServices(3)).toBeUndefined()
    for (const card of listServiceCards()) {
      const category = serviceCategories.find((candidate) => candidate.id === card.id)
      expect(card.services).toEqual(category?.services.slice(0, 4).map((service) => service.name))
    }
    expect(listServiceCards().map((card) => card.href)).toEqual(
      serviceCategories.map((category) => category.href),
    )
  })

  test('testimonials, attributed by role and kind of organization, each in a known service area', () => {
    const views = listTestimonials()
    expect(new Set(views.map((view) => view.id)).size).toBe(views.length)
    for (const view of views) {
      expect(view.attribution).toBe(`${view.role}, ${view.organizationType}`)
      expect(serviceCategories.map((category) => category.name)).toContain(view.area)
      // No client names in the words: none of the client organizations or their marks is quoted.
      for (const client of clients) {
        expect(view.quote).not.toContain(client.name)
        expect(view.attribution).not.toContain(client.name)
      }
    }
  })

  test('the logo rotation cycles through known clients, each with its sector’s summary', () => {
    const rotating = listRotatingClients()
    expect(rotating.map((client) => client.mark)).toEqual([...ROTATING_CLIENT_MARKS])
    for (const client of rotating) expect(client.sectorSummary).toBe(sectorSummaries[client.sector])
  })
})
