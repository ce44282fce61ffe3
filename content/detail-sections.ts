import { navLabels } from './chrome.ts'
import data from './data/detail-pages.json' with { type: 'json' }
import type { DetailPageWords } from './detail-pages-data-file.ts'
import { actionLabels } from './labels.ts'
import { fillPlaceholders } from './placeholders.ts'

/** Headings that name the page are filled in here (content/data/detail-pages.json), so the sections receive finished words. */
const words = data as DetailPageWords

const FIRST_NUMBER_WORD = 3
const countWord = (count: number) => words.numberWords[count - FIRST_NUMBER_WORD] ?? String(count)

export function getCategoryPageWords(name: string, counts: { steps?: number; reasons: number }) {
  const { reasons, ...category } = fillPlaceholders(words.category, {
    name,
    steps: countWord(counts.steps ?? 0),
    reasons: countWord(counts.reasons),
  })
  return {
    crumbs: { home: navLabels.home, services: navLabels.services },
    actions: {
      requestConsultation: actionLabels.requestConsultation,
      allServices: actionLabels.allServices,
      corporateCapability: navLabels.corporateCapability,
    },
    ...category,
    reasons: {
      eyebrow: reasons.eyebrow,
      title: counts.reasons === 8 ? reasons.titleForEight : reasons.title,
    },
  }
}
export type CategoryPageWords = ReturnType<typeof getCategoryPageWords>

export function getServicePageWords(name: string, categoryName?: string) {
  const { eyebrow, allInCategory, ...service } = fillPlaceholders(words.service, {
    name,
    categoryName: categoryName ?? '',
  })
  return {
    crumbs: { home: navLabels.home, services: navLabels.services },
    eyebrow: categoryName ?? eyebrow,
    actions: {
      requestConsultation: actionLabels.requestConsultation,
      allInCategory: categoryName ? allInCategory : '',
    },
    ...service,
  }
}
export type ServicePageWords = ReturnType<typeof getServicePageWords>

export function getSolutionPageWords(name: string) {
  const { allSolutions, ...solution } = fillPlaceholders(words.solution, { name })
  return {
    crumbs: { home: navLabels.home, solutions: navLabels.solutions },
    actions: { requestDemo: actionLabels.requestDemo, allSolutions },
    ...solution,
  }
}
export type SolutionPageWords = ReturnType<typeof getSolutionPageWords>
