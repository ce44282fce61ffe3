/**
 * Every text in a data file is shown as written, so markup would show as literal tags on the page. Text
 * that looks like markup is `<` followed by a letter, `/`, `!` or `?` (a tag, a comment, a declaration or a
 * processing instruction); `<` before a digit or a space, as in "Response < 5 min", is plain text.
 */
const MARKUP = /<[a-z/!?][^<>]*>?/gi

/** The longest piece of markup a message quotes whole; a longer one is cut with an ellipsis. */
const QUOTED_LENGTH = 40

export interface MarkupIssue {
  path: PropertyKey[]
  message: string
}

/** Each piece of markup in `text`, once, as written. */
export function findMarkup(text: string): string[] {
  return [...new Set(text.match(MARKUP) ?? [])]
}

const quote = (markup: string) =>
  markup.length > QUOTED_LENGTH ? `${markup.slice(0, QUOTED_LENGTH - 1)}…` : markup

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** Every text of a data file that holds markup; the caller names the entry from the path (content/check-data.ts). */
export function findMarkupIssues(data: unknown): MarkupIssue[] {
  const issues: MarkupIssue[] = []
  const visit = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      const markup = findMarkup(value)
      if (markup.length > 0)
        issues.push({
          path,
          message: `must be plain text, without tags: remove ${listWords(markup.map(quote))}`,
        })
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index])
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, [...path, key])
    }
  }
  visit(data, [])
  return issues
}
