import type { SiteSearch } from './search-engine.ts'

let loading: Promise<SiteSearch> | null = null

/**
 * The search engine and the page documents, downloaded together the first time anyone searches and
 * shared by the header dialog and the search page. Neither is part of any page's first load.
 */
export function loadSiteSearch(): Promise<SiteSearch> {
  loading ??= Promise.all([import('./search-engine.ts'), import('virtual:search-documents')]).then(
    ([engine, documents]) => engine.createSiteSearch(documents.default),
    (error: unknown) => {
      // A failed download (offline, or a new release replaced the files) may be tried again.
      loading = null
      throw error
    },
  )
  return loading
}
