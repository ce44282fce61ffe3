import type { SiteSearch } from './search-engine.ts'

let loading: Promise<SiteSearch> | null = null

/** The engine and page documents, loaded together on the first search and shared by the dialog and page. */
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
