/**
 * Reads a page with an HTML parser (parse5), so a change in how the framework writes its markup
 * (attribute order, quotes, white space, character references) cannot slip past a pattern. Elements
 * keep their places in the source, so a page can be edited where it needs to be and stay byte for
 * byte as it was everywhere else.
 */
import { type DefaultTreeAdapterMap, parse } from 'parse5'

export type PageNode = DefaultTreeAdapterMap['node']
export type PageElement = DefaultTreeAdapterMap['element']

export interface Span {
  start: number
  end: number
}

export interface Edit extends Span {
  text: string
}

export interface ParseOptions {
  /** Parse as a browser with scripting off would: the markup inside <noscript> becomes elements. */
  scriptingEnabled?: boolean
}

export function parsePage(html: string, { scriptingEnabled = true }: ParseOptions = {}) {
  return parse(html, { sourceCodeLocationInfo: true, scriptingEnabled })
}

/** Every element under `node` in document order, those inside a <template> included. */
export function* elementsOf(node: PageNode): Generator<PageElement> {
  if ('tagName' in node) yield node
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elementsOf(child)
}

/** Every element of the page, in document order. */
export function pageElements(html: string, options?: ParseOptions): PageElement[] {
  return [...elementsOf(parsePage(html, options))]
}

/** An attribute's value, with character references decoded as a browser decodes them. */
export function attributeOf(element: PageElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

/** The white-space separated tokens of an attribute such as `rel` or `class`. */
export function tokensOf(element: PageElement, name: string): string[] {
  return (attributeOf(element, name) ?? '').split(/\s+/).filter(Boolean)
}

/** The text inside an element: a script's or stylesheet's source, a heading's words. */
export function textOf(node: PageNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  return children.map(textOf).join('')
}

/** Where an element sits in the page's source, from its start tag to the end of its end tag. */
export function outerSpanOf(element: PageElement): Span {
  const where = element.sourceCodeLocation
  if (!where) throw new Error(`<${element.tagName}> has no source location: parse with parsePage`)
  return { start: where.startOffset, end: where.endOffset }
}

/** Where an element's content sits in the page's source, between its start and end tags. */
export function innerSpanOf(element: PageElement): Span {
  const where = element.sourceCodeLocation
  if (!where?.startTag || !where.endTag)
    throw new Error(`<${element.tagName}> has no start and end tag in the source`)
  return { start: where.startTag.endOffset, end: where.endTag.startOffset }
}

/** Replaces each span of `text` with its edit's text; the spans must not overlap. */
export function applyEdits(text: string, edits: Edit[]): string {
  let result = ''
  let from = 0
  for (const edit of [...edits].sort((a, b) => a.start - b.start)) {
    if (edit.start < from) throw new Error('applyEdits: overlapping edits')
    result += text.slice(from, edit.start) + edit.text
    from = edit.end
  }
  return result + text.slice(from)
}
