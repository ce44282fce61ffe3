import { type PDFContext, PDFDocument, type PDFObject, PDFParser, type PDFRef } from 'pdf-lib'

/**
 * A PDF as pdf-lib reads it in file order, plus what a reader following the cross-reference table
 * could see that a file-order read keeps out of sight.
 */
export interface FileOrderRead {
  document: PDFDocument
  /** Every object parsed, including older versions a later object of the same number replaced. */
  objects: PDFObject[]
  /** Where each object header read in file order ends (the offset just after its `obj`). */
  headerEnds: Set<number>
}

/** pdf-lib's parser steps this module listens to; private in its typings, stable since 1.x. */
interface ParserSteps {
  parseIndirectObjectHeader: () => PDFRef
  bytes: { offset: () => number }
}

type PDFDocumentConstructor = new (
  context: PDFContext,
  ignoreEncryption: boolean,
  updateMetadata: boolean,
) => PDFDocument

/**
 * `PDFDocument.load`, listening in: every object assigned (a later version replaces an earlier one
 * in pdf-lib's table, but a reader's cross-reference table may point at either), every trailer's
 * values (a trailer may hold the catalog as a direct dictionary, which no indirect object shows), and
 * where each object header ends.
 */
export async function readPdfInFileOrder(content: Uint8Array): Promise<FileOrderRead> {
  const parser = PDFParser.forBytesWithOptions(content, Number.POSITIVE_INFINITY, true)
  const objects: PDFObject[] = []
  const headerEnds = new Set<number>()

  const steps = parser as unknown as ParserSteps
  const parseHeader = steps.parseIndirectObjectHeader.bind(parser)
  steps.parseIndirectObjectHeader = () => {
    const ref = parseHeader()
    headerEnds.add(steps.bytes.offset())
    return ref
  }

  const context = (parser as unknown as { context: PDFContext }).context
  const assign = context.assign.bind(context)
  context.assign = (ref, object) => {
    objects.push(object)
    assign(ref, object)
  }
  let trailerInfo = context.trailerInfo
  Object.defineProperty(context, 'trailerInfo', {
    get: () => trailerInfo,
    set: (info: PDFContext['trailerInfo']) => {
      trailerInfo = info
      for (const value of Object.values(info)) if (value) objects.push(value)
    },
  })

  await parser.parseDocument()
  // What `PDFDocument.load` does after parsing, minus its encryption error: the caller reports that.
  const document = new (PDFDocument as unknown as PDFDocumentConstructor)(context, true, false)
  return { document, objects, headerEnds }
}

const WHITESPACE = '\\0\\t\\n\\f\\r '
/** A comment runs to the end of its line; requiring the line end keeps the pattern from backtracking. */
const SEPARATOR = `(?:[${WHITESPACE}]|%[^\\r\\n]*[\\r\\n])+`
/** Readers take `+7`, `07` and `7.0` for 7; the look-behind starts one match per run of digits. */
const NUMBER = '(?<![+\\-.0-9])[+\\-]*[.0-9]+'
/** `N G obj` as a reader's lexer finds it when a cross-reference offset sends it there. */
const OBJECT_HEADER = new RegExp(
  `${NUMBER}${SEPARATOR}${NUMBER}${SEPARATOR}obj(?=[${WHITESPACE}()<>\\[\\]{}/%]|$)`,
  'g',
)

/**
 * The offset of the first object header that the file-order read did not read as one: bytes inside
 * a stream, a string or a comment that a cross-reference entry (or a reader's repair scan) can point
 * at, so a reader sees an object the file-order read never checked. Null when there is none.
 */
export function findHiddenObjectHeader(content: Buffer, headerEnds: Set<number>): number | null {
  const text = content.toString('latin1')
  for (const match of text.matchAll(OBJECT_HEADER)) {
    if (!headerEnds.has(match.index + match[0].length)) return match.index
  }
  return null
}
