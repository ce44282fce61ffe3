import { useEffect, useId, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import {
  describeSearchStatus,
  HighlightedText,
  useSiteSearch,
} from '#app/components/search/search-results.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { Search } from '#app/components/ui/icons.tsx'
import { SEARCH_PATH } from '#content/paths.ts'
import { searchLabels } from '#content/search-labels.ts'

/** Enough results for a broad query on a page of its own (the dialog shows eight). */
const PAGE_RESULT_LIMIT = 20

/**
 * Present only once the page runs JavaScript (without it a search box could do nothing); its space is held
 * from the first paint, so the site index below does not move.
 */
export function SearchPanel() {
  const [searchParams] = useSearchParams()
  const [enhanced, setEnhanced] = useState(false)
  const [query, setQuery] = useState('')
  const urlQuery = searchParams.get('q') ?? ''
  const id = useId()

  // Arriving at /search?q=… (a link, a bookmark, the dialog's "every result") runs that query.
  useEffect(() => {
    setEnhanced(true)
    setQuery(urlQuery)
  }, [urlQuery])

  return (
    <section aria-label={searchLabels.dialogTitle} className="min-h-36 border-b border-line py-10">
      <Container>
        <div className="max-w-4xl">
          {enhanced ? <SearchForm id={id} query={query} onQueryChange={setQuery} /> : null}
        </div>
      </Container>
    </section>
  )
}

interface SearchFormProps {
  id: string
  query: string
  onQueryChange: (query: string) => void
}

function SearchForm({ id, query, onQueryChange }: SearchFormProps) {
  const { status, hits } = useSiteSearch(query, PAGE_RESULT_LIMIT)
  const trimmed = query.trim()

  const change = (next: string) => {
    onQueryChange(next)
    // The address follows the query so it can be shared or bookmarked; replaceState rather than a
    // router navigation, which would scroll to the top on every key press.
    const url = next.trim() ? `${SEARCH_PATH}?q=${encodeURIComponent(next.trim())}` : SEARCH_PATH
    window.history.replaceState(window.history.state, '', url)
  }

  const statusText = describeSearchStatus(status, hits.length, trimmed, '')

  return (
    <>
      <search>
        <form onSubmit={(event) => event.preventDefault()} className="flex flex-col gap-2">
          <label htmlFor={`${id}-q`} className="font-semibold text-navy-900">
            {searchLabels.inputLabel}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-navy-700"
            />
            <input
              id={`${id}-q`}
              type="search"
              name="q"
              autoComplete="off"
              spellCheck={false}
              placeholder={searchLabels.placeholder}
              value={query}
              onChange={(event) => change(event.target.value)}
              className="min-h-12 w-full rounded-control border-2 border-navy-700 bg-surface pr-3 pl-11 text-lg text-ink placeholder:text-muted"
            />
          </div>
        </form>
      </search>
      <p role="status" className="mt-4 text-muted">
        {statusText}
      </p>
      {hits.length > 0 && (
        <ol aria-label={searchLabels.resultsLabel} className="mt-4 space-y-3">
          {hits.map((hit) => (
            <li key={hit.id} className="rounded-card border border-line bg-surface p-4 shadow-card">
              <p className="text-xs font-semibold uppercase tracking-[0.12em] text-muted">{hit.section}</p>
              <h2 className="mt-1 text-lg font-bold">
                <Link to={hit.id} className="text-navy-700 underline underline-offset-4 hover:text-navy-900">
                  <HighlightedText parts={hit.titleParts} />
                </Link>
              </h2>
              <p className="mt-1 leading-relaxed text-ink">
                <HighlightedText parts={hit.snippet} />
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
