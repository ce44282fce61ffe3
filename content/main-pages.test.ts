import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import {
  SPEC_CLIENT_COUNT,
  SPEC_CLIENT_ROWS,
  SPEC_CORE_VALUE_COUNT,
  SPEC_DIFFERENTIATOR_COUNT,
  SPEC_FLIP_CARDS,
  SPEC_HERO_SLIDES,
  SPEC_LEADERSHIP_COUNT,
  SPEC_LOGO_ROTATION_COUNT,
} from '../tests/fixtures/spec-facts.ts'
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
import { testimonials } from './testimonials.ts'

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

  test('has the counts of the specification', () => {
    expect(heroSlides.map((slide) => slide.id)).toEqual(
      SPEC_HERO_SLIDES.map((theme) => theme.toLowerCase().replaceAll(' ', '-')),
    )
    expect(differentiators).toHaveLength(SPEC_DIFFERENTIATOR_COUNT)
    expect(clients).toHaveLength(SPEC_CLIENT_COUNT)
    expect(listClientRows().map((row) => row.length)).toEqual([...SPEC_CLIENT_ROWS])
    expect(leadership).toHaveLength(SPEC_LEADERSHIP_COUNT)
    expect(coreValues).toHaveLength(SPEC_CORE_VALUE_COUNT)
    expect(flipCards.map((card) => card.title)).toEqual(SPEC_FLIP_CARDS)
  })

  test('the Digital Transformation and database pages have four-scene carousels; no other category has one', () => {
    const withSlides = Object.entries(categoryCopy)
      .filter(([, copy]) => copy.heroSlides)
      .map(([id]) => id)
    expect(withSlides).toEqual(['digital-transformation', 'database-and-infrastructure-management'])
    for (const id of withSlides) {
      const slides = categoryCopy[id]?.heroSlides ?? []
      expect(slides).toHaveLength(4)
      for (const slide of slides) HeroSlideSchema.parse(slide)
      expect(listCategoryHeroSlides(id)?.map((slide) => slide.image.asset.width)).toEqual([
        1920, 1920, 1920, 1920,
      ])
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
    expect(solutionHighlights.map((item) => item.id)).toEqual(solutionLinks.map((link) => link.id))
    expect(serviceHighlights.map((item) => item.categoryId)).toEqual(
      serviceCategories.map((category) => category.id),
    )
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
    expect(listServiceCards().find((card) => card.id === 'cybersecurity')?.href).toBe('/cybersecurity')
  })

  test('three testimonials, attributed by role and kind of organization, each in a known service area', () => {
    const views = listTestimonials()
    expect(views).toHaveLength(3)
    expect(new Set(views.map((view) => view.id)).size).toBe(3)
    expect(views[0]?.attribution).toBe('Program Manager, federal civilian agency')
    for (const view of views) {
      expect(serviceCategories.map((category) => category.name)).toContain(view.area)
      // No client names in the words: none of the client organizations or their marks is quoted.
      for (const client of clients) {
        expect(view.quote).not.toContain(client.name)
        expect(view.attribution).not.toContain(client.name)
      }
    }
  })

  test('the logo rotation cycles through eight known clients from every sector', () => {
    expect(ROTATING_CLIENT_MARKS).toHaveLength(SPEC_LOGO_ROTATION_COUNT)
    const rotating = listRotatingClients()
    expect(rotating.map((client) => client.mark)).toEqual([...ROTATING_CLIENT_MARKS])
    expect(new Set(rotating.map((client) => client.sector))).toEqual(new Set(Object.keys(sectorSummaries)))
  })
})
