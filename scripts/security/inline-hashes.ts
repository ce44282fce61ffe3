/**
 * Finds what a prerendered page runs or applies inline, and hashes it for the page's Content-Security-Policy.
 * The markup comes from React's own serialiser, so a small scanner is enough; the server tests re-derive
 * every hash with a real HTML parser (happy-dom) to keep this honest.
 */
import { createHash } from 'node:crypto'
import type { InlineHashes } from '../../server/http/security-headers.ts'

/** The HTML standard's JavaScript MIME type essences: a script of any of these types is executed. */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
])
/** Other types the browser processes and CSP governs; every remaining type is a data block. */
const OTHER_PROCESSED_TYPES = new Set(['module', 'importmap', 'speculationrules'])

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const START_TAG = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g

/**
 * Whether a <script> with these attributes is executed (and so needs a hash) or is a data block such as
 * JSON-LD, which CSP ignores. Follows the HTML standard's "prepare the script element" steps.
 */
export function isExecutableScript(attributes: { type?: string; language?: string }): boolean {
  const type = attributes.type ?? (attributes.language ? `text/${attributes.language}` : 'text/javascript')
  const essence = type.trim().toLowerCase()
  return essence === '' || JAVASCRIPT_TYPES.has(essence) || OTHER_PROCESSED_TYPES.has(essence)
}

/** CSP's hash source for a piece of inline text, after the parser's newline normalisation. */
export function cspHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}`
}

/** Hashes of the page's executed inline scripts and of its style attributes, sorted and unique. */
export function hashInlineSources(html: string): InlineHashes {
  const scripts = new Set<string>()
  for (const [, attributeText = '', body = ''] of html.matchAll(SCRIPT)) {
    const attributes = readAttributes(attributeText)
    // A script with src runs the file, which 'self' covers; its inline text is never executed.
    if (attributes.src === undefined && isExecutableScript(attributes)) scripts.add(cspHash(body))
  }
  const styleAttributes = new Set<string>()
  // Script text may contain anything that looks like a tag, so it is removed before tags are read.
  for (const [, attributeText = ''] of html.replace(SCRIPT, '').matchAll(START_TAG)) {
    const { style } = readAttributes(attributeText)
    if (style !== undefined) styleAttributes.add(cspHash(style))
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() }
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** A start tag's attributes by lower-case name, values decoded; the first of a repeated name wins. */
function readAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE)) {
    const key = name.toLowerCase()
    if (!(key in attributes)) attributes[key] = decodeCharacterReferences(double ?? single ?? bare ?? '')
  }
  return attributes
}

const NAMED_REFERENCES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' }

/** The character references React writes in attribute values (a browser hashes the decoded value). */
function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (reference, body: string) => {
    if (body[0] !== '#') return NAMED_REFERENCES[body.toLowerCase()] ?? reference
    const codePoint =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1))
    return String.fromCodePoint(codePoint)
  })
}
