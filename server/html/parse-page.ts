// A real HTML parser, so markup changes (attribute order, quotes, references) cannot slip past a pattern;
// source positions let a page be edited in place and stay byte for byte the same elsewhere.
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

/** Elements inside a <template> included. */
export function* elementsOf(node: PageNode): Generator<PageElement> {
  if ('tagName' in node) yield node
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  for (const child of children) yield* elementsOf(child)
}

export function pageElements(html: string, options?: ParseOptions): PageElement[] {
  return [...elementsOf(parsePage(html, options))]
}

/** Character references decoded as a browser decodes them. */
export function attributeOf(element: PageElement, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value
}

export function tokensOf(element: PageElement, name: string): string[] {
  return (attributeOf(element, name) ?? '').split(/\s+/).filter(Boolean)
}

export function textOf(node: PageNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value
  const children = 'content' in node ? node.content.childNodes : 'childNodes' in node ? node.childNodes : []
  return children.map(textOf).join('')
}

export function outerSpanOf(element: PageElement): Span {
  const where = element.sourceCodeLocation
  if (!where) throw new Error(`<${element.tagName}> has no source location: parse with parsePage`)
  return { start: where.startOffset, end: where.endOffset }
}

export function innerSpanOf(element: PageElement): Span {
  const where = element.sourceCodeLocation
  if (!where?.startTag || !where.endTag)
    throw new Error(`<${element.tagName}> has no start and end tag in the source`)
  return { start: where.startTag.endOffset, end: where.endTag.startOffset }
}

/** The spans must not overlap. */
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
