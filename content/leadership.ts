import data from './data/leadership.json' with { type: 'json' }
import { publishedEntries } from './published-view.ts'
import type { Leader } from './schema.ts'

// The leadership team (/about#leadership, schema.org Person), in content/data/leadership.json order.
export const leadership: readonly Leader[] = publishedEntries(data.people as readonly Leader[])
