/** The firm's figures, by id: other files refer to them, so an editor changes a figure, never its id. */
export const STAT_IDS = [
  'on-time',
  'uptime',
  'reliability',
  'support',
  'automation',
  'projects',
  'clients',
  'satisfaction',
] as const
export type CompanyStatId = (typeof STAT_IDS)[number]
