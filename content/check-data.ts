import type { z } from 'zod'
import { dataFiles } from './data-files.ts'
import { findMarkupIssues } from './plain-text.ts'

const PATTERN_WORDS: Record<string, string> = {
  '^[A-Z]{2,3}$': 'two or three capital letters',
  '^\\d{5}$': 'five digits',
  '^\\+\\d{10,15}$': 'a + followed by 10 to 15 digits',
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'lower-case words joined by hyphens, such as iso-9001-2015',
}
const MESSAGE_WORDS: Record<string, string> = {
  'kebab-case slug': 'lower-case words joined by hyphens, such as iso-9001-2015',
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'yes or no',
}

/** The keys that name an entry of a list, in order of preference. */
const NAMING_KEYS = ['name', 'title', 'label', 'heading', 'mark', 'role', 'id', 'slug', 'key']

function entryName(entry: unknown): string | undefined {
  if (entry === null || typeof entry !== 'object') return undefined
  const record = entry as Record<string, unknown>
  const name = NAMING_KEYS.map((key) => record[key]).find((value) => typeof value === 'string' && value)
  return name as string | undefined
}

/** `people[4].bio`; given the file's data, an entry with a name is named instead: `people["Laura Chen"].bio`. */
export function formatPath(path: readonly PropertyKey[], data?: unknown): string {
  return path
    .map((part, index) => {
      if (typeof part !== 'number') return `${index === 0 ? '' : '.'}${String(part)}`
      const name = data === undefined ? undefined : entryName(valueAt(data, path.slice(0, index + 1)))
      return name ? `[${JSON.stringify(name)}]` : `[${part}]`
    })
    .join('')
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data
  for (const part of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[part]
  }
  return value
}

const plural = (count: number | bigint, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`

export function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const value = valueAt(data, issue.path)
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? 'is required' : `must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`
    case 'too_small':
    case 'too_big': {
      const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum
      const exact = issue.exact === true
      const limit = exact ? 'exactly' : issue.code === 'too_small' ? 'at least' : 'at most'
      if (issue.origin === 'string' && typeof value === 'string') {
        if (value.trim() === '') return 'is required (must not be empty)'
        return `must be ${limit} ${plural(bound, 'character')} long (it has ${value.length})`
      }
      if (issue.origin === 'array' && Array.isArray(value))
        return `must list ${limit} ${plural(bound, 'entry', 'entries')} (it lists ${value.length})`
      return `must be ${limit} ${bound}`
    }
    case 'invalid_format': {
      if (issue.format === 'url') return 'must be a full web address, starting with https://'
      if (issue.format === 'email') return 'must be an e-mail address, such as info@example.com'
      if (issue.format === 'regex') {
        if (!issue.message.startsWith('Invalid'))
          return `must be ${MESSAGE_WORDS[issue.message] ?? issue.message}`
        // zod gives the pattern as a literal, "/^\d{5}$/".
        const pattern = (issue.pattern ?? '').replace(/^\/(.*)\/[a-z]*$/, '$1')
        return `must be ${PATTERN_WORDS[pattern] ?? `in the form ${pattern}`}`
      }
      return `must be a valid ${issue.format}`
    }
    case 'invalid_value':
      return `must be one of ${issue.values.map((option) => `"${String(option)}"`).join(', ')}${
        value === undefined ? '' : ` (it is "${String(value)}")`
      }`
    case 'unrecognized_keys':
      return `has ${issue.keys.map((key) => `"${key}"`).join(', ')}, which the site does not use; remove ${
        issue.keys.length === 1 ? 'it' : 'them'
      }`
    default:
      return issue.message
  }
}

/** With `nameEntries`, a problem inside a list names its entry rather than its place (the editor's messages). */
export function findFileProblems(
  path: string,
  schema: z.ZodType,
  text: string | undefined,
  { nameEntries = false } = {},
): string[] {
  if (text === undefined) return [`${path}: is missing`]
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return [`${path}: is not valid JSON (${(error as Error).message})`]
  }
  const result = schema.safeParse(data)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path,
        message: describeIssue(issue, data),
      }))
  // Every field of every data file, whatever its schema: none of them is shown as markup.
  return [...problems, ...findMarkupIssues(data)].map((problem) => {
    const field = formatPath(problem.path, nameEntries ? data : undefined)
    return `${path}: ${field ? `${field}: ` : ''}${problem.message}`
  })
}

/** `readFile` answers undefined for a missing file; an empty result means every file is valid. */
export function findDataProblems(readFile: (path: string) => string | undefined): string[] {
  return Object.values(dataFiles).flatMap(({ path, schema }) =>
    findFileProblems(path, schema, readFile(path)),
  )
}
