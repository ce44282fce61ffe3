import data from './data/site-words.json' with { type: 'json' }
import { company } from './site.ts'
import type { SiteWords } from './site-words-data-file.ts'

/** Kept apart from the pages' words (content/data/site-words.json) so they stay small in every page's first load. */
const words: SiteWords = data
/** A plain replace: the general filler would add to every page's first load. */
const withName = (text: string) => text.replace('{companyName}', company.name)

export const headerLabels = {
  ...words.header,
  homeLink: withName(words.header.homeLink),
  allServices: words.actions.allServices,
}

export const navLabels = words.nav

export const footerWords = { ...words.footer, linkedIn: withName(words.footer.linkedIn) }

export const errorViewWords = words.errorView

export const notFoundWords = words.notFound

/** The buttons and messages of the header, footer and error views (the rest are in labels.ts). */
export const chromeActions = words.actions

export const chromeStatus = words.status

/** The controls of rotations, carousels and notifications, mostly read by screen readers. */
export const controlWords = words.controls

/** The small words of the link cards. */
export const cardWords = words.cards
