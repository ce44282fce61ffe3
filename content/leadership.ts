import data from './data/leadership.json' with { type: 'json' }
import type { Leader } from './schema.ts'

/**
 * The leadership team, shown on /about#leadership and published as schema.org Person data, in the
 * order of content/data/leadership.json (checked by scripts/check-content.ts before every build).
 * Profiles link to the company's professional-network page, where the team's profiles are listed.
 */
export const leadership = data.people as readonly Leader[]
