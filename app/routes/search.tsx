import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { SEARCH_PATH } from '#content/paths.ts'
import { searchButtonLabel } from '#content/search-button-labels.ts'
import { listSearchSections } from '#content/search-documents.ts'
import type { Route } from './+types/search'
import { SearchPanel } from './search/search-panel.tsx'
import { SiteIndex } from './search/site-index.tsx'

export function loader() {
  return {
    page: getPage('search'),
    // Only what the index shows: the page words stay in the search documents, loaded when searching.
    sections: listSearchSections().map((section) => ({
      title: section.title,
      links: section.documents.map((document) => ({ href: document.id, title: document.title })),
    })),
  }
}

// A list of other pages, not a page worth finding in a search engine of its own.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, SEARCH_PATH, { noindex: true })

/** The site index stays below the results, with or without JavaScript: more than one way in (WCAG 2.4.5). */
export default function SearchPage({ loaderData: { page, sections } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={searchButtonLabel} title={page.title} lead={page.intro} />
      <SearchPanel />
      <SiteIndex sections={sections} />
    </>
  )
}
