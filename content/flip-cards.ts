import { statFigure } from './company-profile.ts'
import data from './data/flip-cards.json' with { type: 'json' }
import type { FlipCardEntry } from './data-files.ts'
import { actionLabels, statusLabels } from './labels.ts'
import type { FlipCard } from './schema.ts'

/** The capability cards, in the order of content/data/flip-cards.json; each figure is the firm's own. */
export const flipCards: readonly FlipCard[] = (data.cards as FlipCardEntry[]).map((card) => ({
  ...card,
  metrics: card.metrics.map((metric) => statFigure(metric.stat, metric.label)),
}))

export const flipCardWords = {
  hero: { eyebrow: 'Capabilities' },
  section: {
    title: 'Explore Our Capabilities',
    lead: 'Select a card to turn it over for the detail: what we deliver, the benefits and the results behind it.',
  },
  actions: { consultation: 'Schedule Consultation', allServices: actionLabels.viewAllServices },
  card: {
    clickToExplore: statusLabels.clickToExplore,
    backToOverview: 'Back to overview',
    /** Read after "Back to overview": "of Cloud Services". */
    backOf: 'of',
    tags: 'Tags',
    features: 'Features',
    benefits: 'Benefits',
    allTags: 'All tags',
  },
  /** Announced when a card turns: "Cloud Services: details shown". */
  announce: { details: 'details shown', overview: 'overview shown' },
} as const
