import { createContext, type ReactNode, use } from 'react'
import { useKeptMarkup } from '#app/lib/use-kept-markup.ts'

/** Given by the server entry only: the browser keeps the prerendered block and never builds the data. */
export const OrganizationJsonLdContext = createContext<ReactNode>(undefined)

/** The company as schema.org data, in the head of every page; other nodes refer to it by its @id. */
export function OrganizationJsonLd() {
  const inside = useKeptMarkup('head > script[type="application/ld+json"]', use(OrganizationJsonLdContext))
  return inside.key === 'rendered' ? (
    inside.props.children
  ) : (
    <script type="application/ld+json" {...inside.props} />
  )
}
