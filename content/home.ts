import { statFigure } from './company-profile.ts'
import data from './data/home.json' with { type: 'json' }
import services from './data/services-page.json' with { type: 'json' }
import type { HomeWords } from './page-words-data-files.ts'
import type { Differentiator, HeroSlide, ServiceCardExtra, SolutionHighlight } from './schema.ts'

/** The home page's words (content/data/home.json), checked by scripts/build-steps/check-content.ts. */
const home = data as HomeWords

export const heroSlides: readonly HeroSlide[] = home.heroSlides

/** "Why Choose Us": shown as three scrolling columns of four. */
export const differentiators: readonly Differentiator[] = home.differentiators

/** Each figure is one of the firm's own, so it cannot drift from the rest of the site. */
export const solutionHighlights: readonly SolutionHighlight[] = home.solutionHighlights.map((highlight) => ({
  ...highlight,
  figure: statFigure(highlight.figure.stat, highlight.figure.label),
}))

/** Two highlights per service category, shown on the services overview cards. */
export const serviceHighlights: readonly ServiceCardExtra[] = services.serviceHighlights
