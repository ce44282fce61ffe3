import { z } from 'zod'
import { requireUnique } from './data-rules.ts'
import { Slug } from './schema.ts'
import { allowOnly } from './words-schema.ts'

const DetailSchema = z.object({ label: z.string().min(3).max(60), detail: z.string().min(20).max(320) })

export const StatementSectionSchema = z.object({
  id: Slug,
  heading: z.string().min(5).max(80),
  paragraphs: z.array(z.string().min(40)).min(1),
  /** Empty when the section has no list. */
  items: z.array(DetailSchema),
})

export const AccessibilityStatementSchema = z.object({
  eyebrow: z.string().min(3).max(60),
  reviewed: z.object({ iso: z.iso.date(), display: z.string().min(8), lead: z.string().min(10) }),
  sections: z.array(StatementSectionSchema).min(3),
  report: z.object({
    id: Slug,
    heading: z.string().min(5).max(80),
    lead: z.string().min(40),
    emailLabel: z.string().min(2),
    phoneLabel: z.string().min(2),
    responsePromise: z.string().min(20),
  }),
})
export type AccessibilityStatementFile = z.infer<typeof AccessibilityStatementSchema>

export const accessibilityDataFile = {
  path: 'content/data/accessibility.json',
  schema: AccessibilityStatementSchema.superRefine((statement, ctx) => {
    requireUnique(ctx, 'sections', statement.sections, 'id')
    allowOnly([])(statement, ctx)
    if (statement.sections.some((section) => section.id === statement.report.id))
      ctx.addIssue({
        code: 'custom',
        path: ['report', 'id'],
        message: `repeats "${statement.report.id}", which a section already uses; each must be different`,
      })
  }),
}
