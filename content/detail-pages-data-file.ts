import { z } from 'zod'
import {
  allowOnly,
  EyebrowSectionSchema,
  HeadingSchema,
  LabelSchema,
  LeadSectionSchema,
} from './words-schema.ts'

/** The words every category, service and solution page shares; {name} is the page's own name. */
export const DetailPageWordsSchema = z.strictObject({
  numberWords: z.array(z.string().min(3).max(12)).length(6).superRefine(allowOnly([])),
  category: z
    .strictObject({
      statsTitle: z.string().min(5).max(80),
      covers: EyebrowSectionSchema,
      flipCardsLink: z.string().min(10).max(80),
      services: LeadSectionSchema,
      companionsTitle: z.string().min(5).max(80),
      framework: EyebrowSectionSchema,
      reasons: EyebrowSectionSchema.extend({ titleForEight: EyebrowSectionSchema.shape.title }),
      advantages: EyebrowSectionSchema,
      enquiryEyebrow: LabelSchema,
      cta: LeadSectionSchema,
      directContact: LeadSectionSchema,
    })
    .superRefine(allowOnly(['name', 'steps', 'reasons'])),
  service: z
    .strictObject({
      eyebrow: LabelSchema,
      allInCategory: z.string().min(5).max(80),
      overview: HeadingSchema,
      contexts: HeadingSchema,
      capabilities: EyebrowSectionSchema,
      approach: EyebrowSectionSchema,
      related: HeadingSchema,
      cta: LeadSectionSchema,
    })
    .superRefine(allowOnly(['name', 'categoryName'])),
  solution: z
    .strictObject({
      allSolutions: LabelSchema,
      glance: HeadingSchema,
      features: HeadingSchema,
      problem: EyebrowSectionSchema,
      how: EyebrowSectionSchema,
      outcomes: EyebrowSectionSchema,
      services: LeadSectionSchema,
      cta: LeadSectionSchema,
    })
    .superRefine(allowOnly(['name'])),
})
export type DetailPageWords = z.infer<typeof DetailPageWordsSchema>

export const detailPagesDataFile = { path: 'content/data/detail-pages.json', schema: DetailPageWordsSchema }
