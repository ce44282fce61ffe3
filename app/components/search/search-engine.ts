import MiniSearch, { type Query, type SearchOptions } from 'minisearch'
import type { SearchDocument } from '#content/search-documents.ts'
import { searchSynonyms } from '#content/search-synonyms.ts'
import { highlightSnippet, highlightWords, type TextPart } from './search-highlight.ts'

/** MiniSearch over the page documents, loaded only when a visitor first searches. */

export interface SearchHit {
  /** The page's path. */
  id: string
  title: string
  section: string
  titleParts: TextPart[]
  snippet: TextPart[]
}

/** Letters and digits only, lower case: "A-123" and "a123" compare equal, as do "CI/CD" and "cicd". */
export function compactWord(word: string): string {
  return word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')
}

/** Splits at spaces and punctuation and keeps hyphenated or slashed words whole, so "a123" finds "A-123". */
export function tokenize(text: string): string[] {
  const tokens: string[] = []
  for (const word of text.split(/\s+/u)) {
    const parts = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    tokens.push(...parts)
    if (parts.length > 1) tokens.push(parts.join(''))
  }
  return tokens
}

/** Lower case; single letters ("a", "&") say nothing about a page and are dropped. */
function processTerm(term: string): string | null {
  const lower = term.toLowerCase()
  return lower.length > 1 || /\d/.test(lower) ? lower : null
}

const synonymMeanings = new Map(
  searchSynonyms.map((synonym) => [compactWord(synonym.acronym), synonym.meaning]),
)

/** The spelled-out meanings of the acronyms in a query ("soc" → "security operations"). */
export function expandAcronyms(query: string): string[] {
  const meanings = query
    .split(/\s+/u)
    .map((word) => synonymMeanings.get(compactWord(word)))
    .filter((meaning): meaning is string => Boolean(meaning))
  return [...new Set(meanings)]
}

const SEARCH_OPTIONS: SearchOptions = {
  // A match in the title outranks one deep in the text: "hyperion" should find Oracle Hyperion first.
  boost: { title: 5, section: 1.5 },
  prefix: true,
  // One typo per five letters; shorter words (acronyms above all) must be typed as they are.
  fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
}

/** A query as MiniSearch runs it: every typed word must match, or the meaning of an acronym in it. */
function buildQuery(query: string, combineWith: 'AND' | 'OR'): Query {
  const meanings = expandAcronyms(query).map(
    (meaning): Query => ({ queries: [meaning], combineWith: 'AND', prefix: false, fuzzy: false }),
  )
  return { combineWith: 'OR', queries: [{ queries: [query], combineWith }, ...meanings] }
}

export function createSiteSearch(documents: readonly SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'section', 'text'],
    storeFields: ['title', 'section', 'summary', 'text'],
    tokenize,
    processTerm,
    searchOptions: SEARCH_OPTIONS,
  })
  index.addAll(documents)

  /** The best pages for a query, best first; every word must match unless that finds nothing. */
  function search(query: string, limit = 8): SearchHit[] {
    const trimmed = query.trim()
    if (!trimmed) return []
    let results = index.search(buildQuery(trimmed, 'AND'))
    if (results.length === 0) results = index.search(buildQuery(trimmed, 'OR'))
    return results.slice(0, limit).map((result) => {
      const stored = result as unknown as SearchDocument & { terms: string[] }
      return {
        id: String(result.id),
        title: stored.title,
        section: stored.section,
        titleParts: highlightWords(stored.title, result.terms),
        snippet: highlightSnippet(stored.text, stored.summary, result.terms),
      }
    })
  }

  return { search }
}

export type SiteSearch = ReturnType<typeof createSiteSearch>
