import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { ACCEPTED, type DocumentVerdict, refuse } from './verdict.ts'

/** More entries than any real Word document has; a zip with thousands of tiny entries is an attack. */
export const MAX_DOCX_ENTRIES = 2000
export const MAX_DOCX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024
const LOCAL_FILE_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const STORED = 0
const DEFLATED = 8
const REQUIRED_PARTS = ['[Content_Types].xml', '_rels/.rels', 'word/document.xml']
const WORD_MAIN_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'

/** Parts that carry code; embedded .xlsx workbooks (charts) stay allowed. */
const ACTIVE_PART =
  /(?:^|\/)vba[^/]*$|(?:^|\/)activeX\/|(?:^|\/)embeddings\/(?:[^/]*\.bin|[^/]*\.(?:docm|dotm|xlsm|xltm|xlam|pptm|potm|ppam|ppsm))$/i

class Refused extends Error {
  readonly verdict: DocumentVerdict
  constructor(verdict: DocumentVerdict) {
    super('refused')
    this.verdict = verdict
  }
}

export async function inspectDocx(content: Buffer): Promise<DocumentVerdict> {
  // An executable with a zip appended would pass as a zip, since readers start from the end.
  if (!content.subarray(0, 4).equals(LOCAL_FILE_HEADER)) return refuse('not_this_kind', 'docx: not a zip')
  let zip: ZipFile | undefined
  try {
    zip = await yauzl.fromBufferPromise(content, {
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
      decodeStrings: true,
    })
    return await inspectZip(zip)
  } catch (error) {
    if (error instanceof Refused) return error.verdict
    return refuse(
      'not_this_kind',
      `docx: not a readable zip (${error instanceof Error ? error.message : 'unknown'})`,
    )
  } finally {
    zip?.close()
  }
}

async function inspectZip(zip: ZipFile): Promise<DocumentVerdict> {
  if (zip.entryCount > MAX_DOCX_ENTRIES) return refuse('unverifiable', `docx: ${zip.entryCount} entries`)
  const entries = await readCentralDirectory(zip)

  const names = new Set(entries.map((entry) => entry.fileName))
  const missing = REQUIRED_PARTS.find((part) => !names.has(part))
  if (missing) return refuse('not_this_kind', `docx: no ${missing}`)
  const active = entries.find((entry) => ACTIVE_PART.test(entry.fileName))
  if (active) return refuse('active_content', `docx: ${active.fileName}`)
  if (Math.min(...entries.map((entry) => entry.relativeOffsetOfLocalHeader)) !== 0) {
    return refuse('not_this_kind', 'docx: data before the first entry')
  }

  let inflated = 0
  let contentTypes = ''
  const relationships: string[] = []
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue
    const isContentTypes = entry.fileName === '[Content_Types].xml'
    const isRelationships = entry.fileName.endsWith('.rels')
    const keep = isContentTypes || isRelationships
    const chunks: Buffer[] = []
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as Readable) {
      inflated += (chunk as Buffer).length
      // Backstop in case both the declared sizes and yauzl's check are wrong.
      if (inflated > MAX_DOCX_UNCOMPRESSED_BYTES) return refuse('unverifiable', 'docx: inflates past the cap')
      if (keep) chunks.push(chunk as Buffer)
    }
    if (isContentTypes) contentTypes = Buffer.concat(chunks).toString('utf8')
    if (isRelationships) relationships.push(Buffer.concat(chunks).toString('utf8'))
  }

  if (/macroEnabled|vbaProject/i.test(contentTypes))
    return refuse('active_content', 'docx: macro-enabled content type')
  if (!contentTypes.includes(WORD_MAIN_CONTENT_TYPE))
    return refuse('not_this_kind', 'docx: not a Word document')
  const remote = relationships.flatMap((xml) => xml.match(RELATIONSHIP) ?? []).find(loadsRemoteContent)
  if (remote) return refuse('active_content', `docx: ${remote}`)
  return ACCEPTED
}

const RELATIONSHIP = /<Relationship\b[^>]*>/g
/** Followed by Word on open (external templates fetch macros); hyperlinks, which wait for a click, stay allowed. */
const AUTO_LOADED_TYPE = /\/(?:attachedTemplate|oleObject|frame|subDocument)"/
function loadsRemoteContent(relationship: string): boolean {
  return /TargetMode\s*=\s*"External"/.test(relationship) && AUTO_LOADED_TYPE.test(relationship)
}

function readCentralDirectory(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    let declared = 0
    zip.on('error', reject)
    zip.on('end', () => resolve(entries))
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize
      if (declared > MAX_DOCX_UNCOMPRESSED_BYTES) {
        reject(new Refused(refuse('unverifiable', `docx: declares ${declared} bytes uncompressed`)))
      } else if (entry.isEncrypted()) {
        reject(new Refused(refuse('unverifiable', `docx: ${entry.fileName} is encrypted`)))
      } else if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
        reject(new Refused(refuse('not_this_kind', `docx: compression method ${entry.compressionMethod}`)))
      } else if (entry.fileName.length === 0 || entry.fileName.length > 255) {
        reject(new Refused(refuse('not_this_kind', 'docx: bad entry name')))
      } else {
        entries.push(entry)
        zip.readEntry()
      }
    })
    zip.readEntry()
  })
}
