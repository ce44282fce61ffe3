import { type CFB$Container, read } from 'cfb'
import { ACCEPTED, type DocumentVerdict, refuse } from './verdict.ts'

/** Every OLE compound file starts with this signature ([MS-CFB] 2.2). */
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
/** The first two bytes of a Word binary document's WordDocument stream, the FIB's wIdent ([MS-DOC] 2.5.2). */
const WORD_IDENT = 0xa5ec
const STREAM = 2
/** Storages that hold a VBA project: Word 97-2003 keeps it in Macros/, other writers in _VBA_PROJECT*. */
const MACRO_STORAGE = /^(?:Macros|_VBA_PROJECT(?:_CUR)?)$/i

export function inspectDoc(content: Buffer): DocumentVerdict {
  // cfb also reads zip and MIME containers; only a compound file is a .doc.
  if (!content.subarray(0, OLE_SIGNATURE.length).equals(OLE_SIGNATURE)) {
    return refuse('not_this_kind', 'doc: not an OLE compound file')
  }
  let container: CFB$Container
  try {
    container = read(content, { type: 'buffer' })
  } catch (error) {
    return refuse(
      'not_this_kind',
      `doc: does not parse (${error instanceof Error ? error.message : 'unknown'})`,
    )
  }
  const macros = container.FullPaths.find((path) => path.split('/').some((part) => MACRO_STORAGE.test(part)))
  if (macros) return refuse('active_content', `doc: ${macros}`)

  const wordDocument = container.FileIndex.find(
    (entry) => entry.name === 'WordDocument' && entry.type === STREAM,
  )
  const stream = wordDocument?.content ? Buffer.from(wordDocument.content as ArrayLike<number>) : null
  if (!stream || stream.length < 2) return refuse('not_this_kind', 'doc: no WordDocument stream')
  if (stream.readUInt16LE(0) !== WORD_IDENT) return refuse('not_this_kind', 'doc: WordDocument is not Word')
  return ACCEPTED
}
