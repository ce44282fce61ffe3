import pageWords from './data/pages.json' with { type: 'json' }
import { notFoundPage } from './not-found-page.ts'
import type { PageIntro } from './schema.ts'

export const PAGE_IDS = [
  'home',
  'about',
  'services',
  'solutions',
  'contact',
  'corporateCapability',
  'flipCards',
  'privacy',
  'accessibility',
  'search',
] as const
export type PageId = (typeof PAGE_IDS)[number] | 'notFound'

/** The heading, opening paragraph and search snippet of each fixed page, from content/data/pages.json; the file's keys are PAGE_IDS. */
export const pages: Readonly<Record<PageId, PageIntro>> = { ...pageWords, notFound: notFoundPage }
