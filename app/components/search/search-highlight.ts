export interface TextPart {
  text: string
  match: boolean
}

/** A word with any hyphen or slash inside it kept whole ("A-123", "CI/CD"). */
const WORD = /[\p{L}\p{N}]+(?:[-/][\p{L}\p{N}]+)*/gu

const compact = (word: string) => word.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '')

/** Whether a word of the text is one the index matched (whole, or one of its hyphenated parts). */
function isMatched(word: string, terms: ReadonlySet<string>): boolean {
  if (terms.has(compact(word))) return true
  return word.split(/[-/]/).some((part) => terms.has(part.toLowerCase()))
}

export function highlightWords(text: string, matchedTerms: readonly string[]): TextPart[] {
  const terms = new Set(matchedTerms)
  const parts: TextPart[] = []
  let last = 0
  for (const found of text.matchAll(WORD)) {
    const start = found.index
    if (!isMatched(found[0], terms)) continue
    if (start > last) parts.push({ text: text.slice(last, start), match: false })
    parts.push({ text: found[0], match: true })
    last = start + found[0].length
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false })
  return parts
}

const SNIPPET_LENGTH = 180
const LEAD_IN = 60

/** About 180 characters around the first matched word, cut at word boundaries; else the page's summary. */
export function highlightSnippet(text: string, summary: string, matchedTerms: readonly string[]): TextPart[] {
  const terms = new Set(matchedTerms)
  const first = [...text.matchAll(WORD)].find((found) => isMatched(found[0], terms))
  if (!first) return highlightWords(clip(summary, 0), matchedTerms)
  return highlightWords(clip(text, Math.max(0, first.index - LEAD_IN)), matchedTerms)
}

function clip(text: string, from: number): string {
  let start = from
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space === -1 ? start : space + 1
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > start ? space : end
  }
  return `${start > 0 ? '… ' : ''}${text.slice(start, end)}${end < text.length ? ' …' : ''}`
}
