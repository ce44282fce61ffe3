/**
 * Finds what a prerendered page runs or applies inline, and hashes it for the page's Content-Security-Policy.
 * The page is read with an HTML parser, as the browser reads it; the server tests re-derive every hash
 * with a second parser (happy-dom) to keep this honest.
 */
import { createHash } from 'node:crypto'
import { attributeOf, pageElements, textOf } from '../../server/html/parse-page.ts'
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

/**
 * Whether a <script> with these attributes is executed (and so needs a hash) or is a data block such as
 * JSON-LD, which CSP ignores. Follows the HTML standard's "prepare the script element" steps.
 */
export function isExecutableScript(attributes: { type?: string; language?: string }): boolean {
  const type = attributes.type ?? (attributes.language ? `text/${attributes.language}` : 'text/javascript')
  const essence = type.trim().toLowerCase()
  return essence === '' || JAVASCRIPT_TYPES.has(essence) || OTHER_PROCESSED_TYPES.has(essence)
}

/** CSP's hash source for a piece of inline text, after the parser's newline normalization. */
export function cspHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}`
}

/** Hashes of the page's executed inline scripts and of its style attributes, sorted and unique. */
export function hashInlineSources(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styleAttributes = new Set<string>()
  // Read as with scripting off, so a style attribute inside <noscript> (applied there) is hashed too.
  for (const element of pageElements(html, { scriptingEnabled: false })) {
    const style = attributeOf(element, 'style')
    if (style !== undefined) styleAttributes.add(cspHash(style))
    if (element.tagName !== 'script') continue
    const type = attributeOf(element, 'type')
    const language = attributeOf(element, 'language')
    // A script with src runs the file, which 'self' covers; its inline text is never executed.
    if (attributeOf(element, 'src') === undefined && isExecutableScript({ type, language }))
      scripts.add(cspHash(textOf(element)))
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() }
}
