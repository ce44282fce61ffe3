import { statFigure } from './company-profile.ts'
import data from './data/flip-cards.json' with { type: 'json' }
import pageWords from './data/flip-cards-page.json' with { type: 'json' }
import type { FlipCardEntry } from './data-files.ts'
import { actionLabels, statusLabels } from './labels.ts'
import type { FlipCardsPageWords } from './page-words-data-files.ts'
import type { FlipCard } from './schema.ts'

/** The capability cards, in the order of content/data/flip-cards.json; each figure is the firm's own. */
export const flipCards: readonly FlipCard[] = (data.cards as FlipCardEntry[]).map((card) => ({
  ...card,
  metrics: card.metrics.map((metric) => statFigure(metric.stat, metric.label)),
}))

const page = pageWords as FlipCardsPageWords

/** The capabilities page's own words (content/data/flip-cards-page.json) and the shared labels it repeats. */
export const flipCardWords = {
  ...page,
  actions: { ...page.actions, allServices: actionLabels.viewAllServices },
  card: { clickToExplore: statusLabels.clickToExplore, ...page.card },
}
