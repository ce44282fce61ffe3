import { attributeValues, localName, visitXml } from './word-xml.ts'

/** One `<Relationship>` of a `.rels` part, each attribute as every value found under that local name. */
export interface Relationship {
  types: string[]
  targets: string[]
  targetModes: string[]
}

/** Transitional and Strict OOXML name the hyperlink relationship differently. */
const HYPERLINK_TYPES = new Set([
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/hyperlink',
])

// Targets safe to follow: web and mail addresses and in-document bookmarks. `file:` and UNC paths are
// refused: following one sends the reader's Windows credentials to that host.
const SAFE_HYPERLINK = /^(?:(?:https?|mailto):|#)/i
/** A URL scheme, or a path Windows reads as a drive or a network share. */
const ABSOLUTE_TARGET = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i

/** Any namespace, from the decoded text of a `.rels` part. */
export function readRelationships(xml: string): Relationship[] {
  const relationships: Relationship[] = []
  visitXml(xml, {
    element(name, attributes) {
      if (localName(name) !== 'Relationship') return
      relationships.push({
        types: attributeValues(attributes, 'Type'),
        targets: attributeValues(attributes, 'Target'),
        targetModes: attributeValues(attributes, 'TargetMode'),
      })
    },
  })
  return relationships
}

// Word converts `altChunk` parts (HTML, RTF, MHT) on opening, with their own fetches and fields.
export const isImportedChunk = (relationship: Relationship): boolean =>
  relationship.types.some((type) => lastSegment(type) === 'aFChunk')

/** The type's name in Transitional and Strict OOXML alike. */
export const lastSegment = (type: string): string => bare(type).slice(bare(type).lastIndexOf('/') + 1)

/** URL parsers drop leading C0 controls and spaces, so Word may too. */
const bare = (value: string): string => value.replace(/^[\0-\x20]+|[\0-\x20]+$/g, '')

// External when any mode is not `Internal` or a target is absolute: a reader laxer than this is the bypass.
function isExternal(relationship: Relationship): boolean {
  return (
    relationship.targetModes.some((mode) => bare(mode) !== 'Internal') ||
    relationship.targets.some((target) => ABSOLUTE_TARGET.test(bare(target)))
  )
}

// Why Word would reach outside the document for this relationship, or null: only web and mail hyperlinks may.
export function findRemoteReach(relationship: Relationship): string | null {
  if (!isExternal(relationship)) return null
  const [type, ...otherTypes] = relationship.types.map(bare)
  const name = type ? lastSegment(type) : 'untyped'
  if (!type || otherTypes.length > 0 || !HYPERLINK_TYPES.has(type)) return `external ${name}`
  const target = relationship.targets.map(bare)
  if (target.length !== 1 || !SAFE_HYPERLINK.test(target[0] ?? '')) {
    return `hyperlink to ${target.join(' ') || 'nothing'}`
  }
  return null
}
