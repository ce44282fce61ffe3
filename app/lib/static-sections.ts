import { createContext, use } from 'react'
import type { ServiceStaticSections, StaticSections } from '#content/static-sections.ts'

/** Each page's static content, read when prerendering. */
type StaticSectionsSource = {
  pages: { [Page in keyof StaticSections]: () => StaticSections[Page] }
  /** A service's own page, by slug. */
  service: (slug: string) => ServiceStaticSections
}

/** Given by the server entry only: the client's first load never renders static sections again. */
export const StaticSectionsContext = createContext<StaticSectionsSource | null>(null)

/**
 * The content of a page's static sections: loaded by the route's clientLoader on a visit by link, read
 * from the content modules when prerendering, and undefined while the first load hydrates, when those
 * sections keep their prerendered HTML (`useKeptMarkup`).
 */
export function useStaticSections<Page extends keyof StaticSections>(
  page: Page,
  loaded: StaticSections[Page] | undefined,
): StaticSections[Page] | undefined {
  const prerender = use(StaticSectionsContext)
  if (loaded !== undefined || !prerender) return loaded
  const load: StaticSectionsSource['pages'][Page] = prerender.pages[page]
  return load()
}
