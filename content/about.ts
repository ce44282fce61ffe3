import data from './data/about.json' with { type: 'json' }
import type { AboutWords } from './page-words-data-files.ts'

const about = data as AboutWords

/** Each core value is backed by one company figure. */
export const coreValues = about.coreValues

/** The four figures in the About page hero. */
export const aboutHeroStatIds = about.heroStatIds
