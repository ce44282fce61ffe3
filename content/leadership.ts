import data from './data/leadership.json' with { type: 'json' }
import type { Leader } from './schema.ts'

// The leadership team (/about#leadership, schema.org Person), in content/data/leadership.json order.
export const leadership = data.people as readonly Leader[]
