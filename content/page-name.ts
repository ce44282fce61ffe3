import type { z } from 'zod'
import { fillPlaceholders } from './placeholders.ts'
import { allowOnly } from './words-schema.ts'

/**
 * Words may say {name} for the page's name, which only its menu entry holds, so a rename there follows
 * everywhere. Addresses, pictures and figures are not words and keep braces refused.
 */
const NOT_WORDS: ReadonlySet<string> = new Set([
  'slug',
  'id',
  'relatedSlugs',
  'alsoSlugs',
  'serviceSlugs',
  'companyStats',
  'metric',
  'asset',
  'upload',
  'prefix',
  'suffix',
])

type Parts = { words: unknown; fixed: unknown }

/** The same shape twice: once without the fields that are not words, once with only them. */
function split(value: unknown): Parts {
  if (typeof value === 'string') return { words: value, fixed: '' }
  if (Array.isArray(value)) {
    const parts = value.map(split)
    return { words: parts.map((part) => part.words), fixed: parts.map((part) => part.fixed) }
  }
  if (value === null || typeof value !== 'object') return { words: value, fixed: value }
  const words: Record<string, unknown> = {}
  const fixed: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    if (NOT_WORDS.has(key)) fixed[key] = item
    else ({ words: words[key], fixed: fixed[key] } = split(item))
  }
  return { words, fixed }
}

/** The gate's rule for one page's words: {name} in its words, no braces anywhere else. */
export function allowPageName(data: unknown, ctx: z.RefinementCtx) {
  const { words, fixed } = split(data)
  allowOnly(['name'])(words, ctx)
  allowOnly([])(fixed, ctx)
}

/** One page's words with {name} filled in wherever the gate allows it. */
export function withPageName<T>(data: T, name: string): T {
  if (typeof data === 'string') return fillPlaceholders(data, { name }) as T
  if (Array.isArray(data)) return data.map((item) => withPageName(item, name)) as T
  if (data === null || typeof data !== 'object') return data
  return Object.fromEntries(
    Object.entries(data).map(([key, item]) => [key, NOT_WORDS.has(key) ? item : withPageName(item, name)]),
  ) as T
}
