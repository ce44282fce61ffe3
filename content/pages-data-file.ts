import { z } from 'zod'
import { PAGE_IDS } from './pages.ts'
import { PageIntroSchema } from './schema.ts'
import { allowOnly } from './words-schema.ts'

export const PagesFileSchema = z
  .strictObject(
    Object.fromEntries(PAGE_IDS.map((id) => [id, PageIntroSchema])) as Record<
      (typeof PAGE_IDS)[number],
      typeof PageIntroSchema
    >,
  )
  .superRefine(allowOnly([]))

export const pageDataFiles = {
  pages: { path: 'content/data/pages.json', schema: PagesFileSchema },
  notFoundPage: {
    path: 'content/data/not-found-page.json',
    schema: PageIntroSchema.superRefine(allowOnly([])),
  },
}
