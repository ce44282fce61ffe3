import { type PDFContext, PDFDocument, type PDFObject, PDFParser, type PDFRef } from 'pdf-lib'

/** A PDF read in file order by pdf-lib, plus what a reader following the xref table could see beyond it. */
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

// `PDFDocument.load`, listening in: every object assigned (an xref may point at a replaced version), every
// trailer (one may hold the catalog directly), and where each object header ends.
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

const WHITESPACE = '\0\t\n\f\r '
/** `obj` as a reader's lexer reads it: not inside a word (`endobj`); a number may end right before it. */
const OBJ_KEYWORD = new RegExp(
  `(?<=^|[${WHITESPACE}()<>\\[\\]{}/%0-9.])obj(?=$|[${WHITESPACE}()<>\\[\\]{}/%])`,
  'g',
)
const WHITESPACE_BYTES = new Set(['\0', '\t', '\n', '\f', '\r', ' '])

// The offset of the first object header the file-order read missed (inside a stream, string or comment that
// an xref entry or repair scan can reach), or null. Found from each stray `obj` looking back, so the scan
// stays linear (a whole-header pattern backtracks for minutes on `%1 %1 …`).
export function findHiddenObjectHeader(content: Buffer, headerEnds: Set<number>): number | null {
  const text = content.toString('latin1')
  for (const match of text.matchAll(OBJ_KEYWORD)) {
    if (headerEnds.has(match.index + 3)) continue
    if (mayEndAHeader(text, match.index)) return match.index
  }
  return null
}

/** Whether a reader could take the `obj` at `at` for the end of `N G obj` (`7 0 % note` too); errs to yes. */
function mayEndAHeader(text: string, at: number): boolean {
  let index = at - 1
  let crossedLine = false
  for (; index >= 0 && WHITESPACE_BYTES.has(text.charAt(index)); index--) {
    if (text.charAt(index) === '\n' || text.charAt(index) === '\r') crossedLine = true
  }
  if (index < 0) return false
  if (/[0-9.]/.test(text.charAt(index))) return true
  if (!crossedLine) return false
  // Back to the start of that line only: each line is read for one keyword at most, so this stays linear.
  for (; index >= 0 && text.charAt(index) !== '\n' && text.charAt(index) !== '\r'; index--) {
    if (text.charAt(index) === '%') return true
  }
  return false
}
