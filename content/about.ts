import type { CoreValue } from './schema.ts'

/** The four core values of the About page, each backed by one company figure. */
export const coreValues = [
  {
    title: 'Delivery Excellence',
    description:
      'Plans we can keep and reporting that tells the truth early. Every milestone is tracked weekly, so surprises are rare and never late.',
    statId: 'on-time',
  },
  {
    title: 'Client Partnership',
    description:
      'We measure success by our clients’ mission outcomes. Senior leaders stay reachable and engaged from kickoff to closeout.',
    statId: 'satisfaction',
  },
  {
    title: 'Operational Reliability',
    description:
      'Systems that run when people depend on them: monitored, patched and recoverable, with tested plans for the worst day.',
    statId: 'reliability',
  },
  {
    title: 'Continuous Improvement',
    description:
      'Certified processes that learn: every project ends with lessons captured, and every repeatable task becomes a candidate for automation.',
    statId: 'automation',
  },
] as const satisfies readonly CoreValue[]

/** The four figures in the About page hero. */
export const aboutHeroStatIds = ['projects', 'clients', 'satisfaction', 'on-time'] as const
