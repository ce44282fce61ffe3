/**
 * Every text in a data file is shown as written, so markup would show as literal tags on the page. Text
 * that looks like markup is `<` followed by a letter, `/`, `!` or `?` (a tag, a comment, a declaration or a
 * processing instruction); `<` before a digit or a space, as in "Response < 5 min", is plain text.
 */
const MARKUP = /<[a-z/!?][^<>]*>?/gi

/** The longest piece of markup a message quotes whole; a longer one is cut with an ellipsis. */
const QUOTED_LENGTH = 40

/** The fields that name an entry, in the order a message prefers them. */
const NAMING_FIELDS = ['name', 'title', 'label', 'slug', 'id', 'mark'] as const

export interface MarkupIssue {
  path: PropertyKey[]
  message: string
}

/** Each piece of markup in `text`, once, as written. */
export function findMarkup(text: string): string[] {
  return [...new Set(text.match(MARKUP) ?? [])]
}

const stripMarkup = (text: string) => text.replace(MARKUP, '').replace(/\s+/g, ' ').trim()

const quote = (markup: string) =>
  markup.length > QUOTED_LENGTH ? `${markup.slice(0, QUOTED_LENGTH - 1)}…` : markup

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/** A name for the entry, preferring one without markup, so the message says which entry even when its name is the problem. */
function nameOf(entry: Record<string, unknown>): string | undefined {
  const names = NAMING_FIELDS.map((field) => entry[field]).filter(
    (value): value is string => typeof value === 'string' && stripMarkup(value) !== '',
  )
  const plain = names.find((name) => findMarkup(name).length === 0)
  return plain ?? (names[0] === undefined ? undefined : stripMarkup(names[0]))
}

/** Every text of a data file that holds markup, with the nearest entry's name in the message. */
export function findMarkupIssues(data: unknown): MarkupIssue[] {
  const issues: MarkupIssue[] = []
  const visit = (value: unknown, path: PropertyKey[], entry: string | undefined) => {
    if (typeof value === 'string') {
      const markup = findMarkup(value)
      if (markup.length > 0)
        issues.push({
          path,
          message: `must be plain text, without tags: remove ${listWords(markup.map(quote))}${entry ? ` (entry "${entry}")` : ''}`,
        })
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, [...path, index], entry)
    } else if (value !== null && typeof value === 'object') {
      const record = value as Record<string, unknown>
      const named = nameOf(record) ?? entry
      for (const [key, item] of Object.entries(record)) visit(item, [...path, key], named)
    }
  }
  visit(data, [], undefined)
  return issues
}
