import { z } from 'zod'
import { allowOnly, LabelSchema } from './words-schema.ts'

const sentence = z.string().min(10).max(160)
const count = (names: readonly string[]) => sentence.superRefine(allowOnly(names))

/** The search dialog's and search page's words; a result count fills in {count} and {query}. */
export const SearchWordsSchema = z
  .strictObject({
    dialogTitle: LabelSchema,
    close: LabelSchema,
    inputLabel: LabelSchema,
    placeholder: z.string().min(5).max(60),
    resultsLabel: LabelSchema,
    loading: LabelSchema,
    loadFailed: sentence,
    prompt: sentence,
    keyHints: z.array(z.strictObject({ keys: z.string().min(1).max(12), action: LabelSchema })).length(3),
    seeAll: LabelSchema,
    searchPageSubmit: LabelSchema,
    siteIndexHeading: LabelSchema,
    siteIndexLead: sentence,
    sections: z.strictObject({ company: LabelSchema, services: LabelSchema, solutions: LabelSchema }),
    resultCount: z.strictObject({
      none: count(['query']),
      one: count(['count', 'query']),
      many: count(['count', 'query']),
    }),
  })
  .superRefine((file, ctx) => {
    const { resultCount: _counts, ...rest } = file
    allowOnly([])(rest, ctx)
  })
export type SearchWords = z.infer<typeof SearchWordsSchema>

export const searchDataFile = { path: 'content/data/search.json', schema: SearchWordsSchema }
