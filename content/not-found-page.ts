import words from './data/not-found-page.json' with { type: 'json' }
import type { PageIntro } from './schema.ts'

/**
 * The not-found page's words, a module and file of their own: the error view in every page's first
 * load needs them, and only them, so the other pages' words stay out of that load.
 */
export const notFoundPage: PageIntro = words
