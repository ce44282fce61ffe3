import { z } from 'zod'
import { accessibilityDataFile } from './accessibility-data-file.ts'
import { capabilityPdfDataFile } from './capability-pdf-data-file.ts'
import { allCategoryEntries } from './catalog.ts'
import { ROTATING_CLIENT_MARKS } from './clients.ts'
import { type CompanyStatId, companyProfile } from './company-profile.ts'
import { companyProfileDataFile } from './company-profile-data-file.ts'
import { requireUnique } from './data-rules.ts'
import { detailPagesDataFile } from './detail-pages-data-file.ts'
import { emailDataFile } from './email-data-file.ts'
import { enquiryProblemPageDataFile, enquiryWordsDataFile } from './enquiry-words-data-file.ts'
import { pageWordsDataFiles } from './page-words-data-files.ts'
import { pageDataFiles } from './pages-data-file.ts'
import { privacyDataFile } from './privacy-data-file.ts'
import { RedirectsFileSchema } from './redirects-schema.ts'
import {
  CertificationSchema,
  ClientSchema,
  CompanySchema,
  ContractVehicleSchema,
  FlipCardSchema,
  LeaderSchema,
  TestimonialSchema,
} from './schema.ts'
import { searchDataFile } from './search-data-file.ts'
import { serviceDataFiles } from './service-data-files.ts'
import { labelsDataFile, siteWordsDataFile } from './site-words-data-file.ts'
import { allowOnly } from './words-schema.ts'

/** The firm's own design, not the standards body's mark. */
export const CertificationBadgeSchema = z.object({
  top: z.string().min(2).max(6),
  bottom: z.string().min(2).max(8),
  tone: z.enum(['navy', 'gold']),
})
export type CertificationBadge = z.infer<typeof CertificationBadgeSchema>

export const CertificationEntrySchema = CertificationSchema.extend({ badge: CertificationBadgeSchema })
export type CertificationEntry = z.infer<typeof CertificationEntrySchema>

const companyStatIds = companyProfile.stats.map((stat) => stat.id) as [CompanyStatId, ...CompanyStatId[]]

/** A card's figures name the firm's own (content/company-profile.ts), so they never disagree with it. */
export const FlipCardEntrySchema = FlipCardSchema.extend({
  metrics: z.array(z.object({ stat: z.enum(companyStatIds), label: z.string().min(3).optional() })).length(3),
})
export type FlipCardEntry = z.infer<typeof FlipCardEntrySchema>

export const CompanyFactsSchema = CompanySchema.omit({ origin: true })

const categoryIds = allCategoryEntries.map((category) => category.slug)

/** Keystatic writes a singleton at `path` + `.json`; the service, category and solution files are listed in service-data-files.ts. */
export const dataFiles = {
  company: {
    path: 'content/data/company.json',
    schema: CompanyFactsSchema.superRefine((company, ctx) => {
      const displayed = company.phone.display.replace(/\D/g, '')
      if (company.phone.e164.replace(/\D/g, '') !== `1${displayed}`)
        ctx.addIssue({
          code: 'custom',
          path: ['phone', 'e164'],
          message: 'must be the displayed phone number in international form: +1 and its ten digits',
        })
      allowOnly([])(company, ctx)
    }),
  },
  leadership: {
    path: 'content/data/leadership.json',
    schema: z.object({ people: z.array(LeaderSchema) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'people', file.people, 'name')
      allowOnly([])(file, ctx)
    }),
  },
  clients: {
    path: 'content/data/clients.json',
    schema: z.object({ clients: z.array(ClientSchema) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'clients', file.clients, 'name')
      requireUnique(ctx, 'clients', file.clients, 'mark')
      allowOnly([])(file, ctx)
      for (const [index, client] of file.clients.entries())
        if (client.logo && !client.logoAlt)
          ctx.addIssue({
            code: 'custom',
            path: ['clients', index, 'logoAlt'],
            message: `has a logo but no alt text: describe the logo in a few words for people who cannot see it, such as "${client.name} logo"`,
          })
      const marks = new Set(file.clients.map((client) => client.mark))
      for (const mark of ROTATING_CLIENT_MARKS)
        if (!marks.has(mark))
          ctx.addIssue({
            code: 'custom',
            path: ['clients'],
            message: `must include a client with the mark "${mark}", which the About page's logo rotation shows`,
          })
    }),
  },
  testimonials: {
    path: 'content/data/testimonials.json',
    schema: z.object({ testimonials: z.array(TestimonialSchema) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'testimonials', file.testimonials, 'id')
      allowOnly([])(file, ctx)
      for (const [index, testimonial] of file.testimonials.entries())
        if (!categoryIds.includes(testimonial.categoryId))
          ctx.addIssue({
            code: 'custom',
            path: ['testimonials', index, 'categoryId'],
            message: `must name one of the service categories: ${categoryIds.join(', ')}`,
          })
    }),
  },
  certifications: {
    path: 'content/data/certifications.json',
    schema: z.object({ certifications: z.array(CertificationEntrySchema) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'certifications', file.certifications, 'id')
      allowOnly([])(file, ctx)
    }),
  },
  contractVehicles: {
    path: 'content/data/contract-vehicles.json',
    schema: z.object({ vehicles: z.array(ContractVehicleSchema) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'vehicles', file.vehicles, 'id')
      allowOnly([])(file, ctx)
    }),
  },
  flipCards: {
    path: 'content/data/flip-cards.json',
    schema: z.object({ cards: z.array(FlipCardEntrySchema).min(1) }).superRefine((file, ctx) => {
      requireUnique(ctx, 'cards', file.cards, 'id')
      allowOnly([])(file, ctx)
    }),
  },
  privacy: privacyDataFile,
  accessibility: accessibilityDataFile,
  capabilityPdf: capabilityPdfDataFile,
  emails: emailDataFile,
  redirects: { path: 'content/data/redirects.json', schema: RedirectsFileSchema },
  ...pageDataFiles,
  ...pageWordsDataFiles,
  detailPages: detailPagesDataFile,
  siteWords: siteWordsDataFile,
  labels: labelsDataFile,
  enquiryWords: enquiryWordsDataFile,
  enquiryProblemPage: enquiryProblemPageDataFile,
  search: searchDataFile,
  companyProfile: companyProfileDataFile,
  ...serviceDataFiles,
} as const satisfies Record<string, { path: string; schema: z.ZodType }>
