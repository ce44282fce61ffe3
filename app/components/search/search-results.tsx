import { Fragment, useEffect, useMemo, useState } from 'react'
import { describeResultCount, searchLabels } from '#content/search-labels.ts'
import { loadSiteSearch } from './load-site-search.ts'
import type { SearchHit, SiteSearch } from './search-engine.ts'
import type { TextPart } from './search-highlight.ts'

export type SearchStatus = 'loading' | 'ready' | 'failed'

/** Loads the engine on first use; the header dialog and the search page share it. */
export function useSiteSearch(query: string, limit?: number): { status: SearchStatus; hits: SearchHit[] } {
  const [engine, setEngine] = useState<SiteSearch | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    let current = true
    loadSiteSearch().then(
      (loaded) => {
        if (current) setEngine(loaded)
      },
      () => {
        if (current) setFailed(true)
      },
    )
    return () => {
      current = false
    }
  }, [])

  const hits = useMemo(() => (engine ? engine.search(query, limit) : []), [engine, query, limit])
  return { status: engine ? 'ready' : failed ? 'failed' : 'loading', hits }
}

/** The status line under a search box; `idle` while no query is typed, worded by the dialog or the page. */
export function describeSearchStatus(status: SearchStatus, hitCount: number, query: string, idle: string) {
  if (status === 'loading') return searchLabels.loading
  if (status === 'failed') return searchLabels.loadFailed
  return query ? describeResultCount(hitCount, query) : idle
}

/** Text with the words a search matched marked, for eyes and for screen readers that announce <mark>. */
export function HighlightedText({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, index) =>
    part.match ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <mark key={index} className="rounded-sm bg-gold-300/60 px-0.5 text-inherit forced-colors:bg-[Mark]">
        {part.text}
      </mark>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move
      <Fragment key={index}>{part.text}</Fragment>
    ),
  )
}

export function SearchHitBody({ hit, titleClassName }: { hit: SearchHit; titleClassName?: string }) {
  return (
    <>
      <span className="block text-xs font-semibold uppercase tracking-[0.12em] text-muted">
        {hit.section}
      </span>
      <span className={titleClassName ?? 'mt-0.5 block font-semibold text-navy-900'}>
        <HighlightedText parts={hit.titleParts} />
      </span>
      <span className="mt-1 block text-sm leading-relaxed text-ink">
        <HighlightedText parts={hit.snippet} />
      </span>
    </>
  )
}
