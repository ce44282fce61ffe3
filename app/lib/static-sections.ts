import { createContext, use } from 'react'
import type { StaticSections } from '#content/static-sections.ts'

/** Each page's static content, read when prerendering. */
type StaticSectionsSource = { [Page in keyof StaticSections]: () => StaticSections[Page] }

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
  const load: StaticSectionsSource[Page] = prerender[page]
  return load()
}
