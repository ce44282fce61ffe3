import { type EntityDecoderOptions, XMLParser } from 'fast-xml-parser'

/** A part that Word itself would not read as XML, or that declares a DTD; the message says which. */
export class UnreadablePart extends Error {}

export type XmlAttributes = Readonly<Record<string, string>>

/** The five entities XML defines itself (4.6). */
const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const MAX_CODE_POINT = 0x10ffff

// Decodes what XML decodes (predefined entities, numeric references), so `&#69;xternal` reads `External` as
// in Word; the parser's default leaves numeric references as written. A DTD never gets this far.
const xmlEntityDecoder: EntityDecoderOptions = {
  decode: (text) =>
    text.replace(/&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([a-z]{2,4}));/g, (reference, hex, decimal, name) => {
      if (name !== undefined) return XML_ENTITIES[name] ?? reference
      const codePoint = hex !== undefined ? Number.parseInt(hex, 16) : Number(decimal)
      // Not a character: left as written, which no rule here reads as safe.
      return codePoint > 0 && codePoint <= MAX_CODE_POINT ? String.fromCodePoint(codePoint) : reference
    }),
  setExternalEntities: () => {},
  addInputEntities: () => {},
  reset: () => {},
  setXmlVersion: () => {},
}

/** Deeper than Word's nested tables and fields go; past it the part is refused, not walked. */
const MAX_NESTED_ELEMENTS = 1000

// OPC parts are UTF-8 or UTF-16 (ECMA-376 Part 2, 8.1.4; XML 1.0 appendix F); anything else, or invalid
// bytes, is refused rather than read one way here and another by Word.
export function decodeXmlPart(bytes: Buffer): string {
  let text: string
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16le(bytes.subarray(2))
    else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = utf16le(swapBytes(bytes.subarray(2)))
    else if (bytes[0] === 0x3c && bytes[1] === 0x00) text = utf16le(bytes)
    else if (bytes[0] === 0x00 && bytes[1] === 0x3c) text = utf16le(swapBytes(bytes))
    else text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    throw new UnreadablePart('not UTF-8 or UTF-16')
  }
  const declared = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1]
  if (declared && !/^utf-(?:8|16)$/i.test(declared)) throw new UnreadablePart(`declares ${declared}`)
  // Characters XML 1.0 does not allow (2.2): a parser that skipped them would join two halves of a name.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for.
  if (/[\0-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]/.test(text)) throw new UnreadablePart('control characters')
  // Only comments and CDATA may start with `<!`: OPC bans a DTD (ECMA-376 Part 2, 8.1.4), so no bomb.
  if (/<!(?!--|\[CDATA\[)/.test(text)) throw new UnreadablePart('declares a DTD')
  return text
}

const utf16le = (bytes: Buffer) => new TextDecoder('utf-16le', { fatal: true }).decode(bytes)
const swapBytes = (bytes: Buffer) => {
  if (bytes.length % 2 !== 0) throw new UnreadablePart('odd UTF-16 length')
  return Buffer.from(bytes).swap16()
}

/** The name without its prefix: any prefix may be bound to a namespace, so names are compared by this. */
export const localName = (name: string): string => name.slice(name.indexOf(':') + 1)

/** Every value of the attributes with this local name, however they are prefixed. */
export function attributeValues(attributes: XmlAttributes, name: string): string[] {
  return Object.entries(attributes)
    .filter(([key]) => localName(key) === name)
    .map(([, value]) => value)
}

export interface XmlVisitor {
  /** Each element as it opens, in document order, with its attribute values decoded. */
  element?: (name: string, attributes: XmlAttributes) => void
  /** Character data (entities decoded, CDATA as written) with the name of the element holding it. */
  text?: (elementName: string, text: string) => void
}

/** Throws `UnreadablePart` unless well-formed; keeps no tree, so a 90 MB part costs only its string. */
export function visitXml(text: string, visitor: XmlVisitor): void {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    preserveOrder: true,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    entityDecoder: xmlEntityDecoder,
    jPath: false,
    maxNestedTags: MAX_NESTED_ELEMENTS,
    updateTag: (name, _path, attributes) => {
      visitor.element?.(name, (attributes ?? {}) as XmlAttributes)
      // Dropping every element keeps the tree empty; the visitor has already seen it.
      return false
    },
    tagValueProcessor: (name, value) => {
      visitor.text?.(name, value)
      return value
    },
  })
  try {
    parser.parse(text, true)
  } catch (error) {
    throw new UnreadablePart(`not well-formed XML (${error instanceof Error ? error.message : 'unknown'})`)
  }
}
