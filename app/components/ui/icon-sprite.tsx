import { createContext, type ReactNode, use } from 'react'
import { useKeptMarkup } from '#app/lib/use-kept-markup.ts'

/** Given by the server entry only: in the browser the sprite keeps its prerendered drawings. */
export const IconDrawingsContext = createContext<ReactNode>(undefined)

export const ICON_SPRITE_ID = 'icon-sprite'

/** The drawings every `Icon` refers to, once per document; they never change after the first load. */
export function IconSprite() {
  const inside = useKeptMarkup(`#${ICON_SPRITE_ID}`, use(IconDrawingsContext))
  return (
    <div
      key={inside.key}
      id={ICON_SPRITE_ID}
      aria-hidden="true"
      className="absolute size-0 overflow-hidden"
      {...inside.props}
    />
  )
}
