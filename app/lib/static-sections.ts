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
 * The content of static sections: loaded by the route's clientLoader on a visit by link, read from the
 * content modules when prerendering (`fromPrerender`), and undefined while the first load hydrates,
 * when those sections keep their prerendered HTML (`useKeptMarkup`).
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

/**
 * A clientLoader's data on a visit by link: the server's loader data and, fetched beside it, the
 * module of the static sections' content the page renders too (none for a page that has none).
 */
export async function withStaticSections<Data, Content>(
  data: Promise<Data>,
  content: Promise<{ default: Content } | undefined>,
): Promise<Data & { staticSections: Content | undefined }> {
  const [loaded, module] = await Promise.all([data, content])
  return { ...loaded, staticSections: module?.default }
}
