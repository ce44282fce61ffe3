/** Read with an HTML parser, as the browser does; the server tests re-derive every hash with happy-dom. */
import { createHash } from 'node:crypto'
import { attributeOf, pageElements, textOf } from '../../../server/html/parse-page.ts'
import type { InlineHashes } from '../../../server/http/security-headers.ts'

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
const OTHER_PROCESSED_TYPES = new Set(['module', 'importmap', 'speculationrules'])

/** Follows the HTML standard's "prepare the script element" steps; data blocks such as JSON-LD need no hash. */
export function isExecutableScript(attributes: { type?: string; language?: string }): boolean {
  const type = attributes.type ?? (attributes.language ? `text/${attributes.language}` : 'text/javascript')
  const essence = type.trim().toLowerCase()
  return essence === '' || JAVASCRIPT_TYPES.has(essence) || OTHER_PROCESSED_TYPES.has(essence)
}

/** Hashed after the parser's newline normalization. */
export function cspHash(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n')
  return `sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}`
}

export function hashInlineSources(html: string): InlineHashes {
  const scripts = new Set<string>()
  const styleAttributes = new Set<string>()
  // Read with scripting off, so a style attribute inside <noscript> is hashed too.
  for (const element of pageElements(html, { scriptingEnabled: false })) {
    const style = attributeOf(element, 'style')
    if (style !== undefined) styleAttributes.add(cspHash(style))
    if (element.tagName !== 'script') continue
    const type = attributeOf(element, 'type')
    const language = attributeOf(element, 'language')
    // A script with src runs the file, which 'self' covers; its inline text never runs.
    if (attributeOf(element, 'src') === undefined && isExecutableScript({ type, language }))
      scripts.add(cspHash(textOf(element)))
  }
  return { scripts: [...scripts].sort(), styleAttributes: [...styleAttributes].sort() }
}
