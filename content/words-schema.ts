import { z } from 'zod'
import { STAT_IDS } from './company-stat-ids.ts'
import { placeholdersIn } from './placeholders.ts'
import { ActionLabelSchema, SectionWordsSchema } from './schema.ts'

/** Building blocks of the page words files: a section has exactly the parts its page shows. */
const { eyebrow, title, lead } = SectionWordsSchema.shape
export const HeadingSchema = z.strictObject({ title })
export const EyebrowSectionSchema = z.strictObject({ eyebrow: eyebrow.unwrap(), title })
export const LeadSectionSchema = z.strictObject({ title, lead: lead.unwrap() })
export const FullSectionSchema = z.strictObject({ eyebrow: eyebrow.unwrap(), title, lead: lead.unwrap() })

export const LabelSchema = ActionLabelSchema
export const CompanyStatIdSchema = z.enum(STAT_IDS)

/** Refuses a word in braces the accessor of the file does not fill in. */
export function allowOnly(names: readonly string[]) {
  return (data: unknown, ctx: z.RefinementCtx) => {
    const visit = (value: unknown, path: PropertyKey[]) => {
      if (typeof value === 'string') {
        for (const name of placeholdersIn(value))
          if (!names.includes(name))
            ctx.addIssue({
              code: 'custom',
              path,
              message: `uses {${name}}, which the site cannot fill in here; ${
                names.length > 0
                  ? `it can use ${names.map((word) => `{${word}}`).join(', ')}`
                  : 'remove the braces'
              }`,
            })
      } else if (Array.isArray(value)) {
        for (const [index, item] of value.entries()) visit(item, [...path, index])
      } else if (value !== null && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) visit(item, [...path, key])
    }
    visit(data, [])
  }
}

/** Entries of a list whose `key` must differ. */
export function unique<T>(key: keyof T & string) {
  return (entries: readonly T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>()
    for (const [index, entry] of entries.entries()) {
      if (seen.has(entry[key]))
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `repeats "${String(entry[key])}", which an earlier entry already uses; each must be different`,
        })
      seen.add(entry[key])
    }
  }
}

export function distinct(entries: readonly string[], ctx: z.RefinementCtx) {
  for (const [index, entry] of entries.entries())
    if (entries.indexOf(entry) !== index)
      ctx.addIssue({
        code: 'custom',
        path: [index],
        message: `repeats "${entry}", which an earlier entry already uses; each must be different`,
      })
}
