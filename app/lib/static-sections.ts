import { createContext, use } from 'react'
import type { ServiceStaticSections, StaticSections } from '#content/static-sections.ts'

type StaticSectionsSource = {
  pages: { [Page in keyof StaticSections]: () => StaticSections[Page] }
  service: (slug: string) => ServiceStaticSections
}

/** Given by the server entry only: the client's first load never renders static sections again. */
export const StaticSectionsContext = createContext<StaticSectionsSource | null>(null)

/**
 * Static sections' content: loaded by the clientLoader on a link visit, read from content when prerendering,
 * and undefined while the first load hydrates, when the sections keep their HTML (`useKeptMarkup`).
 */
export function useStaticContent<Content>(
  loaded: Content | undefined,
  fromPrerender: (source: StaticSectionsSource) => Content,
): Content | undefined {
  const prerender = use(StaticSectionsContext)
  if (loaded !== undefined || !prerender) return loaded
  return fromPrerender(prerender)
}

/** `useStaticContent` for a page with a route of its own. */
export function useStaticSections<Page extends keyof StaticSections>(
  page: Page,
  loaded: StaticSections[Page] | undefined,
): StaticSections[Page] | undefined {
  return useStaticContent(loaded, (source) => {
    const load: StaticSectionsSource['pages'][Page] = source.pages[page]
    return load()
  })
}

/** A clientLoader's data on a link visit, plus the page's static-sections content fetched beside it. */
export async function withStaticSections<Data, Content>(
  data: Promise<Data>,
  content: Promise<{ default: Content } | undefined>,
): Promise<Data & { staticSections: Content | undefined }> {
  const [loaded, module] = await Promise.all([data, content])
  return { ...loaded, staticSections: module?.default }
}
