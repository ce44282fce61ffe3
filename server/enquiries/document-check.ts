/** What the document's bytes say it is; the visitor's file name and media type are never trusted. */
export type DocumentKind = 'pdf' | 'doc' | 'docx'

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1')
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const ZIP_CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02])

export const MEDIA_TYPES: Record<DocumentKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

/** The kind the file name claims, from its last extension. */
export function claimedKind(filename: string): DocumentKind | null {
  const match = /\.(pdf|docx?)$/i.exec(filename)
  return match?.[1] ? (match[1].toLowerCase() as DocumentKind) : null
}

/** True when the content really is the kind its extension claims. */
export function contentMatches(kind: DocumentKind, content: Buffer): boolean {
  switch (kind) {
    case 'pdf':
      return content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)
    case 'doc':
      return content.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)
    case 'docx':
      return content.subarray(0, 4).equals(ZIP_LOCAL_HEADER) && zipHasEntryUnder(content, 'word/')
  }
}

/** Walks the zip's central directory records looking for an entry whose name starts with `prefix`. */
function zipHasEntryUnder(content: Buffer, prefix: string): boolean {
  let offset = content.indexOf(ZIP_CENTRAL_HEADER)
  while (offset !== -1 && offset + 46 <= content.length) {
    const nameLength = content.readUInt16LE(offset + 28)
    const name = content.subarray(offset + 46, offset + 46 + nameLength).toString('utf8')
    if (name.startsWith(prefix)) return true
    offset = content.indexOf(ZIP_CENTRAL_HEADER, offset + 4)
  }
  return false
}

/**
 * The visitor's file name reduced to a harmless label: no directories, no control characters,
 * nothing that could break a header or a path. Kept only as metadata and for the e-mail attachment.
 */
export function sanitizeFilename(filename: string, kind: DocumentKind): string {
  const base = filename.split(/[/\\]/).pop() ?? ''
  const cleaned = base
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .slice(0, 120)
    .trim()
  const stem = cleaned.replace(/\.(pdf|docx?)$/i, '') || 'document'
  return `${stem}.${kind}`
}
