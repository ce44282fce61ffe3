import data from './data/search.json' with { type: 'json' }
import type { SearchWords } from './search-data-file.ts'

/** The words of the search dialog and the search page (content/data/search.json); the header's and footer's are in search-button-labels.ts. */
export const searchLabels: SearchWords = data

/** "3 pages match “soc”", announced as results change. A replacer function, so a query's "$&" stays as typed. */
export function describeResultCount(count: number, query: string): string {
  const { none, one, many } = searchLabels.resultCount
  const template = count === 0 ? none : count === 1 ? one : many
  return template.replace('{count}', () => String(count)).replace('{query}', () => query)
}
