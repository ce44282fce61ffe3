import { z } from 'zod'
import { STAT_IDS } from './company-stat-ids.ts'
import { IconKeySchema } from './schema.ts'
import { allowOnly, CompanyStatIdSchema, unique } from './words-schema.ts'

/** Vision, mission, values, NAICS codes and the firm's figures: the About, Corporate Capability and PDF pages share them. */
export const CompanyProfileSchema = z
  .strictObject({
    vision: z.string().min(60).max(320),
    mission: z.string().min(60).max(320),
    values: z
      .array(
        z.strictObject({
          title: z.string().min(3).max(40),
          icon: IconKeySchema,
          description: z.string().min(60).max(260),
        }),
      )
      .length(3),
    naicsCodes: z
      .array(z.strictObject({ code: z.string().regex(/^\d{6}$/), title: z.string().min(5).max(100) }))
      .min(1)
      .superRefine(unique('code')),
    stats: z
      .array(
        z.strictObject({
          id: CompanyStatIdSchema,
          value: z.number().nonnegative(),
          prefix: z.string().min(1).max(8).optional(),
          suffix: z.string().max(6),
          label: z.string().min(3).max(40),
        }),
      )
      .length(STAT_IDS.length)
      .superRefine(unique('id')),
  })
  .superRefine(allowOnly([]))

export const companyProfileDataFile = {
  path: 'content/data/company-profile.json',
  schema: CompanyProfileSchema,
}
