import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFStream } from 'pdf-lib'
import { ACCEPTED, type DocumentVerdict, refuse } from './verdict.ts'

/** Only comments or whitespace may follow the header (no executable after `%PDF-`); the pattern never backtracks. */
const HEADER_THEN_FIRST_OBJECT =
  /^%PDF-[12]\.\d[^\r\n]*[\r\n](?:%[^\r\n]*[\r\n]|[ \t\r\n\f\0])*\d+[ \t\r\n]+\d+[ \t\r\n]+obj\b/

/** Dictionary keys that only active content or attachments use (ISO 32000-2 12.6, 7.11.4, 12.7.9). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent'])
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'ImportData', 'GoToE', 'RichMediaExecute'])
const ACTIVE_TYPES = new Set(['EmbeddedFile'])
const ACTIVE_SUBTYPES = new Set(['FileAttachment', 'RichMedia'])

/** Object streams are included: pdf-lib unpacks them while parsing. */
export async function inspectPdf(content: Buffer): Promise<DocumentVerdict> {
  const head = content.subarray(0, 4096).toString('latin1')
  if (!HEADER_THEN_FIRST_OBJECT.test(head)) return refuse('not_this_kind', 'pdf: no object after the header')

  let document: PDFDocument
  try {
    document = await PDFDocument.load(content, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
      parseSpeed: Number.POSITIVE_INFINITY,
    })
  } catch (error) {
    // Encrypted object streams do not parse; say why rather than calling the file something else.
    if (content.includes('/Encrypt')) return refuse('unverifiable', 'pdf: encrypted')
    return refuse('not_this_kind', `pdf: does not parse (${errorName(error)})`)
  }
  if (document.isEncrypted) return refuse('unverifiable', 'pdf: encrypted')
  if (!(document.catalog instanceof PDFDict)) return refuse('not_this_kind', 'pdf: no catalog')
  if (document.getPageCount() < 1) return refuse('not_this_kind', 'pdf: no pages')

  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const found = findActiveContent(object)
    if (found) return refuse('active_content', `pdf: ${found}`)
  }
  return ACCEPTED
}

function findActiveContent(root: PDFObject): string | null {
  const pending: PDFObject[] = [root]
  for (let object = pending.pop(); object; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (dict instanceof PDFArray) {
      // One at a time: spreading a huge array would overflow the call stack.
      for (const item of dict.asArray()) pending.push(item)
      continue
    }
    if (!(dict instanceof PDFDict)) continue
    for (const [key, value] of dict.entries()) {
      const keyName = nameText(key)
      if (ACTIVE_KEYS.has(keyName)) return `/${keyName}`
      if (value instanceof PDFName) {
        const valueName = nameText(value)
        if (keyName === 'S' && ACTIVE_ACTIONS.has(valueName)) return `/S /${valueName}`
        if (keyName === 'Type' && ACTIVE_TYPES.has(valueName)) return `/Type /${valueName}`
        if (keyName === 'Subtype' && ACTIVE_SUBTYPES.has(valueName)) return `/Subtype /${valueName}`
      }
      pending.push(value)
    }
  }
  return null
}

/** A name's characters with every `#xx` escape undone, so `/J#53` is `/JS`. */
function nameText(name: PDFName): string {
  let text = name.asString().slice(1)
  // pdf-lib undoes upper-case escapes and re-escapes the `#` of lower-case ones: two passes undo both.
  for (let pass = 0; pass < 2; pass++) {
    text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  }
  return text
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.constructor.name : typeof error
}
