import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNull,
  PDFNumber,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib'
import { isNetworkOrUrlPath, isWebMailOrPhoneLink } from './pdf-links.ts'

/** Dictionary keys that only active content or attachments use (ISO 32000-2 12.6, 7.11.4, 12.7.9). */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA', 'RichMediaContent'])
/** Actions refused wherever they are: they run code, open or submit to files and hosts, or play media. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'GoToE',
  'GoToR',
  'SubmitForm',
  'RichMediaExecute',
  'Rendition',
  'Sound',
  'Movie',
])
const ACTIVE_TYPES = new Set(['EmbeddedFile'])
const ACTIVE_SUBTYPES = new Set(['FileAttachment', 'RichMedia', 'Sound', 'Movie'])
/** Keys whose actions run without a click: when the document or a page, field or annotation opens… */
const TRIGGER_KEYS = new Set(['OpenAction', 'AA'])
/** The one action allowed there: going to a place in this document. */
const TRIGGERED_ACTION_ALLOWED = 'GoTo'
/** File specification strings (ISO 32000-2 7.11.2); an annotation's `/F` is its flags, a number. */
const FILE_PATH_KEYS = new Set(['F', 'UF', 'DOS', 'Unix', 'Mac'])

// What makes the document active, or null: refused-anywhere keys first, then what open and additional actions
// run, so an action hidden behind an allowed-looking one is named for what it is.
export function findActiveContent(objects: PDFObject[], context: PDFContext): string | null {
  for (const object of objects) {
    const found = findInDictionaries(object, findRefusedAnywhere)
    if (found) return found
  }
  for (const object of objects) {
    const found = findInDictionaries(object, (dict) => findTriggeredActions(dict, context))
    if (found) return found
  }
  return null
}

/** Visits every dictionary in an object (stream dictionaries included), without following references. */
function findInDictionaries(
  root: PDFObject,
  visit: (dict: PDFDict, object: PDFObject) => string | null,
): string | null {
  const pending: PDFObject[] = [root]
  for (let object = pending.pop(); object; object = pending.pop()) {
    const dict = object instanceof PDFStream ? object.dict : object
    if (dict instanceof PDFArray) {
      // One at a time: spreading a huge array would overflow the call stack.
      for (const item of dict.asArray()) pending.push(item)
      continue
    }
    if (!(dict instanceof PDFDict)) continue
    const found = visit(dict, object)
    if (found) return found
    for (const value of dict.values()) pending.push(value)
  }
  return null
}

function findRefusedAnywhere(dict: PDFDict, object: PDFObject): string | null {
  if (object instanceof PDFStream && isUntypedObjectStream(dict))
    return 'an object stream without /Type /ObjStm'
  for (const [key, value] of dict.entries()) {
    const keyName = nameText(key)
    if (ACTIVE_KEYS.has(keyName)) return `/${keyName}`
    if (value instanceof PDFName) {
      const valueName = nameText(value)
      if (keyName === 'S' && ACTIVE_ACTIONS.has(valueName)) return `/S /${valueName}`
      if (keyName === 'Type' && ACTIVE_TYPES.has(valueName)) return `/Type /${valueName}`
      if (keyName === 'Subtype' && ACTIVE_SUBTYPES.has(valueName)) return `/Subtype /${valueName}`
    }
    const text = stringText(value)
    if (text === null) continue
    if (keyName === 'URI' && !isWebMailOrPhoneLink(text)) return `/URI ${quote(text)}`
    if (FILE_PATH_KEYS.has(keyName) && isNetworkOrUrlPath(text)) return `/${keyName} ${quote(text)}`
  }
  return null
}

/** `/OpenAction` and each `/AA` action, with every `/Next` it chains to, must be a plain `/GoTo`. */
function findTriggeredActions(dict: PDFDict, context: PDFContext): string | null {
  for (const [key, value] of dict.entries()) {
    const keyName = nameText(key)
    if (!TRIGGER_KEYS.has(keyName)) continue
    const resolved = context.lookup(value)
    // A destination: explicit (`[page /Fit]`) or named.
    if (keyName === 'OpenAction' && isDestination(resolved)) continue
    const actions = keyName === 'AA' && resolved instanceof PDFDict ? resolved.values() : [value]
    const found = findOtherThanGoTo(actions, context)
    if (found) return `/${keyName} ${found}`
  }
  return null
}

function findOtherThanGoTo(actions: PDFObject[], context: PDFContext): string | null {
  const pending = [...actions]
  const seen = new Set<PDFObject>()
  for (let item = pending.pop(); item; item = pending.pop()) {
    // A reference to no object is null to a reader: nothing runs.
    const action = item instanceof PDFRef ? context.lookup(item) : item
    if (action === undefined || action === PDFNull || seen.has(action)) continue
    seen.add(action)
    if (action instanceof PDFArray) {
      // `/Next` holds one action or an array of them.
      for (const next of action.asArray()) pending.push(next)
      continue
    }
    if (!(action instanceof PDFDict)) return 'that is not an action'
    const type = action.get(PDFName.of('S'))
    const typeName = type instanceof PDFName ? nameText(type) : ''
    if (typeName !== TRIGGERED_ACTION_ALLOWED) return `/S /${typeName || '(none)'}`
    const next = action.get(PDFName.of('Next'))
    if (next) pending.push(next)
  }
  return null
}

function isDestination(value: PDFObject | undefined): boolean {
  return (
    value instanceof PDFArray ||
    value instanceof PDFName ||
    value instanceof PDFString ||
    value instanceof PDFHexString
  )
}

/** pdf.js reads any stream with /First and /N as an object stream; pdf-lib unpacks only typed ones. */
function isUntypedObjectStream(dict: PDFDict): boolean {
  const type = dict.get(PDFName.of('Type'))
  return (
    dict.get(PDFName.of('First')) instanceof PDFNumber &&
    dict.get(PDFName.of('N')) instanceof PDFNumber &&
    !(type instanceof PDFName && nameText(type) === 'ObjStm')
  )
}

function stringText(value: PDFObject): string | null {
  if (!(value instanceof PDFString || value instanceof PDFHexString)) return null
  try {
    return value.decodeText()
  } catch {
    return value.asString()
  }
}

const quote = (text: string) => JSON.stringify(text.slice(0, 80))

/** A name's characters with every `#xx` escape undone, so `/J#53` is `/JS`. */
function nameText(name: PDFName): string {
  let text = name.asString().slice(1)
  // pdf-lib undoes upper-case escapes and re-escapes the `#` of lower-case ones: two passes undo both.
  for (let pass = 0; pass < 2; pass++) {
    text = text.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
  }
  return text
}
