import {
  AnnotationType,
  getDocument,
  PasswordException,
  type PDFDocumentProxy,
  VerbosityLevel,
} from 'pdfjs-dist/legacy/build/pdf.mjs'
import { isWebMailOrPhoneLink } from './pdf-links.ts'
import { type DocumentVerdict, refuse } from './verdict.ts'

const ALL_ANNOTATION_TYPES = new Set<number>(Object.values(AnnotationType))

// The PDF as pdf.js (as Acrobat) opens it, following and repairing the xref table; returns a refusal or null.
// In Node pdf.js runs its worker in this thread, so it stays within the check worker's limits.
export async function inspectPdfAsReadersDo(content: Buffer): Promise<DocumentVerdict | null> {
  const task = getDocument({
    // A copy: pdf.js may take over the buffer it is given.
    data: new Uint8Array(content),
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: VerbosityLevel.ERRORS,
  })
  let document: PDFDocumentProxy
  try {
    document = await task.promise
  } catch (error) {
    if (error instanceof PasswordException) return refuse('unverifiable', 'pdf: encrypted')
    return refuse('unverifiable', `pdf: a reader cannot open it (${errorName(error)})`)
  }
  try {
    const found = await findActiveContent(document)
    return found ? refuse('active_content', `pdf (as a reader opens it): ${found}`) : null
  } catch (error) {
    return refuse('unverifiable', `pdf: a reader cannot read it (${errorName(error)})`)
  } finally {
    await task.destroy()
  }
}

async function findActiveContent(document: PDFDocumentProxy): Promise<string | null> {
  if (await document.hasJSActions()) return 'JavaScript'
  if (hasEntries(await document.getJSActions())) return 'document JavaScript'
  // pdf.js reports an open action only as a destination or a named action (Print, NextPage…).
  const openAction = asRecord(await document.getOpenAction())
  if (openAction.action) return `open action /Named /${String(openAction.action)}`
  if (hasEntries(await document.getAttachments())) return 'attachment'
  const fields = await document.getFieldObjects()
  for (const widgets of fields?.values() ?? []) {
    for (const widget of widgets) if (hasEntries(asRecord(widget).actions)) return 'form field action'
  }
  // Every page's annotations in one request: asking page by page costs a round trip per page.
  const annotations = await document.getAnnotationsByType(ALL_ANNOTATION_TYPES, new Set())
  for (const annotation of annotations) {
    const found = findInAnnotation(asRecord(annotation))
    if (found) return `page ${Number(asRecord(annotation).pageIndex) + 1} ${found}`
  }
  return null
}

/** pdf.js puts a link's target in `url` (web addresses) or `unsafeUrl` (anything, files included). */
function findInAnnotation(annotation: Record<string, unknown>): string | null {
  if (hasEntries(annotation.actions)) return 'annotation action'
  if (annotation.attachment || annotation.subtype === 'FileAttachment') return 'attachment'
  for (const key of ['url', 'unsafeUrl'] as const) {
    const target = annotation[key]
    if (typeof target !== 'string') continue
    if (!isWebMailOrPhoneLink(target)) return `link to ${JSON.stringify(target.slice(0, 80))}`
  }
  return null
}

function hasEntries(value: unknown): boolean {
  if (value instanceof Map) return value.size > 0
  if (Array.isArray(value)) return value.length > 0
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0
}

function asRecord(value: unknown): Record<string, unknown> {
  if (value instanceof Map) return Object.fromEntries(value)
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error
}
