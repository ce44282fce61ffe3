/** Every mark is content inside a structure element or an artifact, so assistive technology skips decoration. */
import { resolve } from 'node:path'
import type PDFDocument from 'pdfkit'
import { requireLinkAddress } from '../../content/link-addresses.ts'

export type Doc = InstanceType<typeof PDFDocument>
export type StructElement = PDFKit.PDFStructureElement

const FONT_DIR = resolve(import.meta.dirname, '../../node_modules/@fontsource/public-sans/files')

/** Static cuts: pdfkit embeds a subset of each. */
export const fontFiles = {
  regular: 'public-sans-latin-400-normal.woff',
  semibold: 'public-sans-latin-600-normal.woff',
  bold: 'public-sans-latin-700-normal.woff',
  extrabold: 'public-sans-latin-800-normal.woff',
} as const

export type FontName = keyof typeof fontFiles

export function registerFonts(doc: Doc): void {
  for (const [name, file] of Object.entries(fontFiles)) doc.registerFont(name, resolve(FONT_DIR, file))
}

export interface TextStyle {
  font: FontName
  size: number
  color: string
  lineGap?: number
  characterSpacing?: number
  align?: 'left' | 'right' | 'center'
}

function applyStyle(doc: Doc, style: TextStyle): void {
  doc.font(style.font).fontSize(style.size).fillColor(style.color)
}

function textOptions(style: TextStyle, width: number): PDFKit.Mixins.TextOptions {
  return {
    width,
    lineGap: style.lineGap ?? 0,
    characterSpacing: style.characterSpacing ?? 0,
    align: style.align ?? 'left',
  }
}

export function measure(doc: Doc, text: string, style: TextStyle, width: number): number {
  applyStyle(doc, style)
  return doc.heightOfString(text, textOptions(style, width))
}

/** The same height as `measure`, before any page exists: the color, which needs a page, plays no part. */
export function measureAhead(doc: Doc, text: string, style: TextStyle, width: number): number {
  doc.font(style.font).fontSize(style.size)
  return doc.heightOfString(text, textOptions(style, width))
}

export function artifact(doc: Doc, draw: () => void, type: 'Layout' | 'Pagination' = 'Layout'): void {
  doc.markContent('Artifact', { type })
  draw()
  doc.endMarkedContent()
}

export function taggedText(
  doc: Doc,
  parent: StructElement,
  tag: string,
  text: string,
  position: { x: number; y: number; width: number },
  style: TextStyle,
): number {
  const height = measure(doc, text, style, position.width)
  parent.add(
    doc.struct(tag, {}, () => {
      applyStyle(doc, style)
      doc.text(text, position.x, position.y, textOptions(style, position.width))
    }),
  )
  return height
}

/** Text and annotation share one Link element, and the annotation carries a description (PDF/UA 7.18.5). */
export function taggedLink(
  doc: Doc,
  parent: StructElement,
  text: string,
  url: string,
  description: string,
  position: { x: number; y: number; width: number },
  style: TextStyle,
): number {
  applyStyle(doc, style)
  const width = Math.min(
    doc.widthOfString(text, { characterSpacing: style.characterSpacing ?? 0 }),
    position.width,
  )
  const height = measure(doc, text, style, position.width)
  const link = doc.struct('Link')
  parent.add(link)
  link.add(() => {
    applyStyle(doc, style)
    doc.text(text, position.x, position.y, textOptions(style, position.width))
  })
  // A link annotation opens its URI from a reader's viewer: never a script, a data: or a local file.
  doc.link(position.x, position.y, width, height, requireLinkAddress(url, ['https:', 'mailto:', 'tel:']), {
    structParent: link,
    Contents: new String(description),
    // A JS String object becomes a PDF text string; a plain string would become a name.
  } as unknown as PDFKit.Mixins.AnnotationOption)
  link.end()
  return height
}
