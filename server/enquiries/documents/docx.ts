import type { Readable } from 'node:stream'
import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { findFetchingField } from './field-codes.ts'
import { type ContentTypes, partKey, readContentTypes, resolveTarget } from './package-parts.ts'
import { findRemoteReach, isImportedChunk, lastSegment, readRelationships } from './relationships.ts'
import { ACCEPTED, type DocumentVerdict, refuse } from './verdict.ts'
import { decodeXmlPart, UnreadablePart } from './word-xml.ts'

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
    if (error instanceof UnreadablePart) return refuse('not_this_kind', `docx: ${error.message}`)
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

  const parts = indexParts(entries)
  const budget = { inflated: 0 }
  const contentTypes = await checkContentTypes(zip, parts, budget)
  const storyParts = await checkRelationships(zip, parts, budget)
  for (const [key, entry] of parts) {
    if (key === partKey(CONTENT_TYPES) || key.endsWith('.rels')) continue
    const isStory =
      storyParts.has(key) || WORD_XML_PART.test(key) || STORY_CONTENT_TYPE.test(contentTypes.of(key) ?? '')
    // Every part is inflated, kept or not, so the cap and the declared-size check cover the whole package.
    const bytes = await inflate(zip, entry, budget, { keep: isStory })
    if (!isStory) continue
    const field = readPart(entry.fileName, bytes, findFetchingField)
    if (field) return refuse('active_content', `docx: ${entry.fileName}: ${field}`)
  }
  return ACCEPTED
}

/** Each file entry by its part name; two entries Word would take for one part are ambiguous. */
function indexParts(entries: Entry[]): Map<string, Entry> {
  const parts = new Map<string, Entry>()
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue
    const key = partKey(entry.fileName)
    if (parts.has(key)) throw new Refused(refuse('not_this_kind', `docx: ${entry.fileName} twice`))
    parts.set(key, entry)
  }
  return parts
}

type Budget = { inflated: number }

async function checkContentTypes(
  zip: ZipFile,
  parts: Map<string, Entry>,
  budget: Budget,
): Promise<ContentTypes> {
  const entry = parts.get(partKey(CONTENT_TYPES)) as Entry
  const contentTypes = readPart(CONTENT_TYPES, await inflate(zip, entry, budget), readContentTypes)
  const declared = [...contentTypes.defaults.values(), ...contentTypes.overrides.values()]
  if (declared.some((type) => /macroEnabled|vbaProject/i.test(type))) {
    throw new Refused(refuse('active_content', 'docx: macro-enabled content type'))
  }
  if (!declared.includes(WORD_MAIN_CONTENT_TYPE)) {
    throw new Refused(refuse('not_this_kind', 'docx: not a Word document'))
  }
  return contentTypes
}

/** Refuses a relationship that reaches outside the package; answers the parts Word renders as text. */
async function checkRelationships(
  zip: ZipFile,
  parts: Map<string, Entry>,
  budget: Budget,
): Promise<Set<string>> {
  const storyParts = new Set<string>()
  for (const [key, entry] of parts) {
    if (!key.endsWith('.rels')) continue
    const bytes = await inflate(zip, entry, budget)
    for (const relationship of readPart(entry.fileName, bytes, readRelationships)) {
      const reach = findRemoteReach(relationship) ?? (isImportedChunk(relationship) ? 'aFChunk' : null)
      if (reach) throw new Refused(refuse('active_content', `docx: ${entry.fileName}: ${reach}`))
      if (relationship.types.some(isStoryType)) {
        for (const target of relationship.targets) storyParts.add(resolveTarget(key, target))
      }
    }
  }
  return storyParts
}

/** Reads one part as XML; a part that is not, or that declares a DTD, refuses the package, named. */
function readPart<T>(name: string, bytes: Buffer, read: (xml: string) => T): T {
  try {
    return read(decodeXmlPart(bytes))
  } catch (error) {
    if (error instanceof UnreadablePart) throw new UnreadablePart(`${name}: ${error.message}`)
    throw error
  }
}

const CONTENT_TYPES = '[Content_Types].xml'
/** Parts that may hold fields: the main document, headers, footers, notes, comments, glossary. */
const STORY_CONTENT_TYPE = /^application\/vnd\.(?:openxmlformats-officedocument\.wordprocessingml|ms-word)\./i
const WORD_XML_PART = /^word\/.+\.xml$/
/** Relationship types (Transitional or Strict, by their last segment) whose target Word renders as text. */
const STORY_TYPES = new Set([
  'officeDocument',
  'header',
  'footer',
  'footnotes',
  'endnotes',
  'comments',
  'glossaryDocument',
  'subDocument',
])
const isStoryType = (type: string): boolean => STORY_TYPES.has(lastSegment(type))

/** Inflates one entry against the package's cap, in case declared sizes and yauzl's check are both wrong. */
async function inflate(zip: ZipFile, entry: Entry, budget: Budget, { keep = true } = {}): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of (await zip.openReadStreamPromise(entry)) as Readable) {
    budget.inflated += (chunk as Buffer).length
    if (budget.inflated > MAX_DOCX_UNCOMPRESSED_BYTES) {
      throw new Refused(refuse('unverifiable', 'docx: inflates past the cap'))
    }
    if (keep) chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
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
