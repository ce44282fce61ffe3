import { PDFDict, type PDFDocument } from 'pdf-lib'
import { type FileOrderRead, findHiddenObjectHeader, readPdfInFileOrder } from './pdf-file-order.ts'
import { findActiveContent } from './pdf-object-rules.ts'
import { inspectPdfAsReadersDo } from './pdf-reader-view.ts'
import { ACCEPTED, type DocumentVerdict, refuse } from './verdict.ts'

/** Only comments or whitespace may follow the header (no executable after `%PDF-`); the pattern never backtracks. */
const HEADER_THEN_FIRST_OBJECT =
  /^%PDF-[12]\.\d[^\r\n]*[\r\n](?:%[^\r\n]*[\r\n]|[ \t\r\n\f\0])*\d+[ \t\r\n]+\d+[ \t\r\n]+obj\b/

// Read twice: in file order by pdf-lib and through the xref table by pdf.js. A header only the reader sees
// (inside a stream, string or comment) gets the file refused, so both reads cover the same objects.
export async function inspectPdf(content: Buffer): Promise<DocumentVerdict> {
  const head = content.subarray(0, 4096).toString('latin1')
  if (!HEADER_THEN_FIRST_OBJECT.test(head)) return refuse('not_this_kind', 'pdf: no object after the header')
  // Two steps, so pdf-lib's objects can be collected before pdf.js builds its own.
  return (await inspectInFileOrder(content)) ?? (await inspectPdfAsReadersDo(content)) ?? ACCEPTED
}

async function inspectInFileOrder(content: Buffer): Promise<DocumentVerdict | null> {
  let read: FileOrderRead
  try {
    read = await readPdfInFileOrder(content)
  } catch (error) {
    // Encrypted object streams do not parse; say why rather than calling the file something else.
    if (content.includes('/Encrypt')) return refuse('unverifiable', 'pdf: encrypted')
    return refuse('not_this_kind', `pdf: does not parse (${errorName(error)})`)
  }
  const { document, objects, headerEnds } = read
  if (document.isEncrypted) return refuse('unverifiable', 'pdf: encrypted')
  if (!(document.catalog instanceof PDFDict)) return refuse('not_this_kind', 'pdf: no catalog')
  if (getPageCount(document) < 1) return refuse('not_this_kind', 'pdf: no pages')

  const hidden = findHiddenObjectHeader(content, headerEnds)
  if (hidden !== null) {
    return refuse('active_content', `pdf: an object at byte ${hidden} hidden inside another`)
  }
  const found = findActiveContent(objects, document.context)
  return found ? refuse('active_content', `pdf: ${found}`) : null
}

function getPageCount(document: PDFDocument): number {
  try {
    return document.getPageCount()
  } catch {
    return 0
  }
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error
}
