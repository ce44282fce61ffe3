// Keeps in each page's sprite only drawings its HTML shows, the rest in a file fetched after hydration, so
// the home page fits the first round trip. Parsed as HTML, so quoting cannot slip past.
import {
  applyEdits,
  attributeOf,
  type Edit,
  elementsOf,
  innerSpanOf,
  outerSpanOf,
  type PageElement,
  parsePage,
} from '../../../server/html/parse-page.ts'

// The sprite id and address attribute as the site renders them (app/components/ui/icon-sprite-markers.ts).
const SPRITE_ELEMENT_ID = 'icon-sprite'
const ALL_ICONS_ATTRIBUTE = 'data-all-icons'

function findSprite(elements: PageElement[]): PageElement {
  const sprite = elements.find((element) => attributeOf(element, 'id') === SPRITE_ELEMENT_ID)
  if (!sprite) throw new Error(`trimIconSprite: no #${SPRITE_ELEMENT_ID} in the page`)
  return sprite
}

const symbolsOf = (sprite: PageElement) => [...elementsOf(sprite)].filter((node) => node.tagName === 'symbol')

// A symbol's inner <svg> repeats the referring icon's attributes; its drawing alone draws the same via <use>.
function drawingOf(html: string, symbol: PageElement): string {
  const children = symbol.childNodes.filter((child) => 'tagName' in child)
  const [only] = children
  const inner = only && children.length === 1 && only.tagName === 'svg' ? only : symbol
  const span = innerSpanOf(inner as PageElement)
  return html.slice(span.start, span.end)
}

function rewrittenSymbol(html: string, symbol: PageElement): string {
  const start = symbol.sourceCodeLocation?.startTag
  if (!start) throw new Error('trimIconSprite: a symbol without a start tag')
  return `${html.slice(start.startOffset, start.endOffset)}${drawingOf(html, symbol)}</symbol>`
}

export function allIconsDocument(html: string): string {
  const sprite = findSprite([...elementsOf(parsePage(html))])
  const symbols = symbolsOf(sprite).map((symbol) => rewrittenSymbol(html, symbol))
  if (symbols.length === 0) throw new Error('trimIconSprite: the sprite has no drawings')
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`
}

/** The page with only the drawings it refers to, and the address of the file with all of them. */
export function trimIconSprite(html: string, allIconsHref: string): string {
  const elements = [...elementsOf(parsePage(html))]
  const sprite = findSprite(elements)
  const spriteSpan = outerSpanOf(sprite)
  const inSprite = (element: PageElement) => {
    const span = outerSpanOf(element)
    return span.start >= spriteSpan.start && span.end <= spriteSpan.end
  }
  // Icons inside <noscript> count too: without scripts the page never fetches the other drawings.
  const withoutScripts = [...elementsOf(parsePage(html, { scriptingEnabled: false }))]
  const shown = new Set(
    [...elements, ...withoutScripts]
      .filter((element) => element.tagName === 'use' && !inSprite(element))
      .map((use) => attributeOf(use, 'href') ?? '')
      .filter((href) => href.startsWith('#'))
      .map((href) => href.slice(1)),
  )
  const edits: Edit[] = symbolsOf(sprite).map((symbol) => ({
    ...outerSpanOf(symbol),
    text: shown.has(attributeOf(symbol, 'id') ?? '') ? rewrittenSymbol(html, symbol) : '',
  }))
  const startTag = sprite.sourceCodeLocation?.startTag
  if (!startTag) throw new Error(`trimIconSprite: #${SPRITE_ELEMENT_ID} has no start tag`)
  if (attributeOf(sprite, ALL_ICONS_ATTRIBUTE) !== undefined)
    throw new Error(`trimIconSprite: #${SPRITE_ELEMENT_ID} already names its drawings file`)
  // Before the tag's closing ">".
  const end = startTag.endOffset - 1
  edits.push({ start: end, end, text: ` ${ALL_ICONS_ATTRIBUTE}="${allIconsHref}"` })
  return applyEdits(html, edits)
}
