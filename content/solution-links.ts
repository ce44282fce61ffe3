import menu from './data/solution-menu.json' with { type: 'json' }
import { publishedEntries } from './published-view.ts'
import type { SolutionEntry } from './schema.ts'

/** Apart from catalog.ts (content/data/solution-menu.json): every page's footer needs these, and only the menus loaded on demand need the services. */
export interface SolutionLink {
  id: string
  name: string
  href: string
}

/** Drafts included: only the content gate and the editor read these. */
export const allSolutionEntries: readonly SolutionEntry[] = menu.solutions

export const solutionEntries: readonly SolutionEntry[] = globalThis.__DRAFTS_STRIPPED__
  ? allSolutionEntries
  : publishedEntries(allSolutionEntries)

export const solutionLinks: readonly SolutionLink[] = solutionEntries.map(({ slug, name }) => ({
  id: slug,
  name,
  href: `/solutions/${slug}`,
}))
