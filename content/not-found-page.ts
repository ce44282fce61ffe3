import words from './data/not-found-page.json' with { type: 'json' }
import type { PageIntro } from './schema.ts'

// A module of their own: the error view in every page's first load needs only these words.
export const notFoundPage: PageIntro = words
