import type { SolutionEntry } from './schema.ts'

/** Apart from catalog.ts: every page's footer needs these, and only the menus loaded on demand need the services. */
export interface SolutionLink {
  id: string
  name: string
  href: string
}

export const solutionEntries: readonly SolutionEntry[] = [
  { slug: 'userprovisioning', name: 'User Provisioning' },
  { slug: 'financialcontractcloseout', name: 'Financial Contract Close-Out' },
  { slug: 'automatedregressiontesting', name: 'Automated Regression Testing' },
  { slug: 'agriculturedatasolutions', name: 'Agriculture Data Solutions' },
]

export const solutionLinks: readonly SolutionLink[] = solutionEntries.map(({ slug, name }) => ({
  id: slug,
  name,
  href: `/solutions/${slug}`,
}))
