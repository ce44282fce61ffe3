import type { z } from 'zod'
import { dataFiles } from './data-files.ts'
import { findMarkupIssues } from './plain-text.ts'
import { catalogFileSchema, solutionMenuFileSchema } from './service-data-files.ts'
import type { WordsFolder } from './word-file-keys.ts'

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

/** What one entry of each list is called, so a message names the entry rather than its position. */
const ENTRY_NOUNS: Record<string, string> = {
  addresses: 'Address',
  approach: 'Step',
  capabilities: 'Capability',
  cards: 'Card',
  categories: 'Category',
  certifications: 'Certification',
  clients: 'Client',
  coreValues: 'Core value',
  differentiators: 'Reason',
  fields: 'Field',
  heroSlides: 'Banner slide',
  heroStatIds: 'Figure',
  howItWorks: 'Step',
  metrics: 'Figure',
  otherServices: 'Service',
  people: 'Leader',
  reasons: 'Reason',
  redirects: 'Redirect',
  rotatingClientMarks: 'Client mark',
  serviceHighlights: 'Service highlight',
  services: 'Service',
  solutionHighlights: 'Solution highlight',
  solutions: 'Solution',
  stats: 'Figure',
  testimonials: 'Testimonial',
  trustPoints: 'Trust point',
  vehicles: 'Contract vehicle',
  sections: 'Section',
  paragraphs: 'Paragraph',
  points: 'Point',
  periods: 'Period',
  items: 'Item',
  steps: 'Step',
  forms: 'Form',
  features: 'Feature',
  benefits: 'Benefit',
  tags: 'Tag',
  skills: 'Skill',
  overview: 'Paragraph',
  covers: 'Paragraph',
  contexts: 'Context',
  outcomes: 'Outcome',
  problem: 'Paragraph',
}
const NAME_FIELDS = ['name', 'title', 'heading', 'mark', 'from', 'slug', 'id', 'categoryId', 'label', 'text']

/** A name short enough to read in a message: a paragraph is named by its place instead. */
const NAME_LENGTH = 60

function entryName(entry: unknown, skip: PropertyKey | undefined): string | undefined {
  const named = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= NAME_LENGTH ? value : undefined
  if (entry === null || typeof entry !== 'object') return named(entry)
  for (const field of NAME_FIELDS.filter((candidate) => candidate !== skip)) {
    const value = named((entry as Record<string, unknown>)[field])
    if (value) return value
  }
  return undefined
}

/** `clients[14].logoAlt` reads as `Client "Fairfax County Government", logoAlt`, with the data at hand. */
export function formatPath(path: readonly PropertyKey[], data?: unknown): string {
  const parts: string[] = []
  let value = data
  let list: string | undefined
  for (const [index, part] of path.entries()) {
    const next = valueAt(value, [part])
    if (typeof part === 'number') {
      const noun = list ? ENTRY_NOUNS[list] : undefined
      const name = entryName(next, path[index + 1])
      const owner = list === undefined ? undefined : parts.pop()
      const described = noun
        ? `${noun} ${name ? `"${name}"` : part + 1}`
        : `entry ${part + 1} of ${owner ?? 'the list'}`
      const within = owner?.includes('.') ? owner.slice(0, owner.lastIndexOf('.')) : undefined
      if (within) parts.push(within)
      parts.push(parts.length === 0 ? described : described.charAt(0).toLowerCase() + described.slice(1))
      list = undefined
    } else {
      const previous = parts.length > 0 && list !== undefined ? parts.pop() : undefined
      parts.push(previous === undefined ? String(part) : `${previous}.${String(part)}`)
      list = String(part)
    }
    value = next
  }
  return parts.join(', ')
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

/** A problem inside a list names its entry rather than its place, for the build and the editor alike. */
export function findFileProblems(path: string, schema: z.ZodType, text: string | undefined): string[] {
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
    const field = formatPath(problem.path, data)
    return `${path}: ${field ? `${field}: ` : ''}${problem.message}`
  })
}

/** `listKeys` is read on each call, for a process that runs on while staff add words files. */
export function findDataProblems(
  readFile: (path: string) => string | undefined,
  listKeys?: (folder: WordsFolder) => readonly string[],
): string[] {
  const menus: Record<string, z.ZodType> = listKeys
    ? {
        [dataFiles.catalog.path]: catalogFileSchema(listKeys('categories')),
        [dataFiles.solutionMenu.path]: solutionMenuFileSchema(listKeys('solutions')),
      }
    : {}
  return Object.values(dataFiles).flatMap(({ path, schema }) =>
    findFileProblems(path, menus[path] ?? schema, readFile(path)),
  )
}
