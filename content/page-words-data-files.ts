import { z } from 'zod'
import { allCategoryEntries as categoryEntries } from './catalog.ts'
import { imageAssets } from './images.ts'
import {
  CoreValueSchema,
  DifferentiatorSchema,
  HeroSlideSchema,
  IconKeySchema,
  SeoSchema,
  ServiceCardExtraSchema,
  SolutionHighlightSchema,
} from './schema.ts'
import { allSolutionEntries as solutionEntries } from './solution-links.ts'
import {
  allowOnly,
  CompanyStatIdSchema,
  distinct,
  EyebrowSectionSchema,
  FullSectionSchema,
  HeadingSchema,
  LabelSchema,
  LeadSectionSchema,
  unique,
} from './words-schema.ts'

const heroAssetKeys = Object.keys(imageAssets).filter((key) => key.startsWith('hero')) as [
  string,
  ...string[],
]
const oneOf = (values: readonly string[]) => z.enum(values as [string, ...string[]])

export const HomeHeroSlideSchema = HeroSlideSchema.extend({
  image: HeroSlideSchema.shape.image.extend({ asset: z.enum(heroAssetKeys) }),
})

export const HomeWordsSchema = z
  .strictObject({
    hero: z.strictObject({ badges: LabelSchema }),
    heroSlides: z.array(HomeHeroSlideSchema).min(1).superRefine(unique('id')),
    sections: z.strictObject({
      solutionsWeDeliver: FullSectionSchema,
      deliveringExcellence: FullSectionSchema,
      solutions: FullSectionSchema,
      whyChooseUs: FullSectionSchema,
      contractVehicles: FullSectionSchema,
      certifications: FullSectionSchema,
      cta: LeadSectionSchema,
      clients: FullSectionSchema,
    }),
    differentiators: z.array(DifferentiatorSchema),
    solutionHighlights: z
      .array(
        SolutionHighlightSchema.extend({
          id: oneOf(solutionEntries.map((entry) => entry.key)),
          figure: z.strictObject({
            stat: CompanyStatIdSchema,
            label: SolutionHighlightSchema.shape.figure.shape.label.optional(),
          }),
        }),
      )
      .superRefine(unique('id'))
      .superRefine((highlights, ctx) => {
        for (const entry of solutionEntries)
          if (!highlights.some((highlight) => highlight.id === entry.key))
            ctx.addIssue({
              code: 'custom',
              path: [],
              message: `has none for the solution "${entry.name}": every solution's card on the home page needs its three features and a figure`,
            })
      }),
    labels: z.strictObject({
      certified: LabelSchema,
      reasonsMotion: LabelSchema,
      clientsMotion: LabelSchema,
      clientRows: z.array(LabelSchema).length(2),
    }),
  })
  .superRefine(allowOnly(['projects', 'foundingYear', 'companyName']))
export type HomeWords = z.infer<typeof HomeWordsSchema>

const sectorSummary = z.string().min(40).max(160)

export const AboutWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema, badges: LabelSchema }),
    sections: z.strictObject({
      missionAndVision: HeadingSchema,
      mission: HeadingSchema,
      vision: HeadingSchema,
      coreValues: FullSectionSchema,
      clients: FullSectionSchema,
      leadership: FullSectionSchema,
      cta: LeadSectionSchema,
    }),
    coreValues: z.array(CoreValueSchema.extend({ statId: CompanyStatIdSchema })).superRefine(unique('title')),
    heroStatIds: z.array(CompanyStatIdSchema).superRefine(distinct),
    rotatingClientMarks: z.array(z.string().min(2).max(6)).superRefine(distinct),
    sectorSummaries: z.strictObject({
      federal: sectorSummary,
      stateAndLocal: sectorSummary,
      higherEducation: sectorSummary,
    }),
    labels: z.strictObject({
      testimonials: LabelSchema,
      clientsInFocus: LabelSchema,
      inFocus: LabelSchema,
      clients: LabelSchema,
      expertise: LabelSchema,
      connect: z.strictObject({ before: LabelSchema, after: LabelSchema }),
      testimonialsMotion: LabelSchema,
      spotlightMotion: LabelSchema,
      testimonialOf: LabelSchema,
    }),
  })
  .superRefine((file, ctx) => {
    const { labels, ...rest } = file
    const { testimonialOf, ...otherLabels } = labels
    allowOnly(['companyName'])({ ...rest, labels: otherLabels }, ctx)
    allowOnly(['number', 'count'])({ labels: { testimonialOf } }, ctx)
  })
export type AboutWords = z.infer<typeof AboutWordsSchema>

export const CapabilityPageWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema, badges: LabelSchema }),
    sections: z.strictObject({
      whoWeAre: EyebrowSectionSchema,
      vision: HeadingSchema,
      mission: HeadingSchema,
      values: HeadingSchema,
      naics: HeadingSchema,
      services: FullSectionSchema,
      contractVehicles: FullSectionSchema,
      contact: EyebrowSectionSchema,
      download: FullSectionSchema,
    }),
  })
  .superRefine(allowOnly(['companyName']))
export type CapabilityPageWords = z.infer<typeof CapabilityPageWordsSchema>

export const ContactWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema }),
    sections: z.strictObject({
      consultation: LeadSectionSchema,
      details: HeadingSchema,
      trust: HeadingSchema,
    }),
    trustPoints: z.array(z.strictObject({ icon: IconKeySchema, text: z.string().min(20).max(120) })),
  })
  .superRefine(allowOnly(['companyName', 'womanOwned']))
export type ContactWords = z.infer<typeof ContactWordsSchema>

/** By words-file key, which never changes, so a changed address leaves these references valid. */
const categoryIds = categoryEntries.map((entry) => entry.key)

export const ServicesPageWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema }),
    sections: z.strictObject({
      stats: HeadingSchema,
      areas: FullSectionSchema,
      certifications: FullSectionSchema,
      cta: LeadSectionSchema,
    }),
    serviceHighlights: z
      .array(ServiceCardExtraSchema.extend({ categoryId: oneOf(categoryIds) }))
      .superRefine(unique('categoryId')),
  })
  .superRefine(allowOnly(['companyName']))
export type ServicesPageWords = z.infer<typeof ServicesPageWordsSchema>

export const SolutionsPageWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema }),
    sections: z.strictObject({ list: FullSectionSchema }),
  })
  .superRefine(allowOnly(['companyName']))
export type SolutionsPageWords = z.infer<typeof SolutionsPageWordsSchema>

export const ThankYouWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema }),
    sections: z.strictObject({ hero: LeadSectionSchema, sooner: HeadingSchema }),
    seo: SeoSchema.strict(),
    sooner: z.strictObject({ call: LabelSchema, orEmail: LabelSchema, mention: z.string().min(5).max(80) }),
    /** Shown with every thank-you message; the server fills in the enquiry's reference. */
    referenceLine: LabelSchema.refine((line) => line.includes('{reference}'), {
      message: 'must keep {reference}, where the site shows the enquiry’s reference',
    }),
  })
  .superRefine(({ referenceLine, ...words }, ctx) => {
    allowOnly(['companyName'])(words, ctx)
    allowOnly(['reference'])({ referenceLine }, ctx)
  })
export type ThankYouWords = z.infer<typeof ThankYouWordsSchema>

export const FlipCardsPageWordsSchema = z
  .strictObject({
    hero: z.strictObject({ eyebrow: LabelSchema }),
    section: LeadSectionSchema,
    actions: z.strictObject({ consultation: LabelSchema }),
    card: z.strictObject({
      backToOverview: LabelSchema,
      backOf: z.string().min(1).max(20),
      tags: LabelSchema,
      features: LabelSchema,
      benefits: LabelSchema,
      allTags: LabelSchema,
    }),
    announce: z.strictObject({ details: LabelSchema, overview: LabelSchema }),
  })
  .superRefine(allowOnly([]))
export type FlipCardsPageWords = z.infer<typeof FlipCardsPageWordsSchema>

export const pageWordsDataFiles = {
  home: { path: 'content/data/home.json', schema: HomeWordsSchema },
  about: { path: 'content/data/about.json', schema: AboutWordsSchema },
  corporateCapabilityPage: {
    path: 'content/data/corporate-capability.json',
    schema: CapabilityPageWordsSchema,
  },
  contactPage: { path: 'content/data/contact.json', schema: ContactWordsSchema },
  servicesPage: { path: 'content/data/services-page.json', schema: ServicesPageWordsSchema },
  solutionsPage: { path: 'content/data/solutions-page.json', schema: SolutionsPageWordsSchema },
  thankYouPage: { path: 'content/data/thank-you.json', schema: ThankYouWordsSchema },
  flipCardsPage: { path: 'content/data/flip-cards-page.json', schema: FlipCardsPageWordsSchema },
}
