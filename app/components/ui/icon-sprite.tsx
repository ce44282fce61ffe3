import { createContext, type ReactNode, use, useEffect } from 'react'
import { useKeptMarkup } from '#app/lib/use-kept-markup.ts'
import { ALL_ICONS_ATTRIBUTE, ICON_SPRITE_ID } from './icon-sprite-markers.ts'

/** Given by the server entry only: in the browser the sprite keeps its prerendered drawings. */
export const IconDrawingsContext = createContext<ReactNode>(undefined)

/** Each page's sprite holds only its HTML's icons; the rest come from one cached file for later renders. */
export async function completeIconSprite(container: HTMLElement | null): Promise<void> {
  const source = container?.getAttribute(ALL_ICONS_ATTRIBUTE)
  const sprite = container?.querySelector('svg')
  if (!source || !sprite) return
  const response = await fetch(source)
  if (!response.ok) return
  const drawings = new DOMParser().parseFromString(await response.text(), 'image/svg+xml')
  // One insertion rather than one per drawing; append adopts them from the parsed file.
  sprite.append(
    ...[...drawings.querySelectorAll('symbol')].filter((symbol) => !document.getElementById(symbol.id)),
  )
}

/** The drawings every `Icon` refers to, once per document. */
export function IconSprite() {
  const inside = useKeptMarkup(`#${ICON_SPRITE_ID}`, use(IconDrawingsContext))
  useEffect(() => {
    // Without the file an icon a script renders later stays blank; the page itself still works.
    completeIconSprite(document.getElementById(ICON_SPRITE_ID)).catch(() => {})
  }, [])
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
