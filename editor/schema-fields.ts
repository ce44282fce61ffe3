import { type Collection, type ComponentSchema, fields, singleton } from '@keystatic/core'
import { z } from 'zod'
import { SHARED } from '../content/editor-words/shared.ts'
import type { FieldWords, Option, ScreenWords, WordLabels } from '../content/editor-words/words.ts'
import { text } from './fields.ts'

// Every editor screen is read off its data file's zod schema; content/editor-words/ names the fields.

/** "whyChooseUs" reads as "Why choose us". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

type Words = FieldWords & { label: string }

function wordsFor(key: string, labels: WordLabels, parent: string): Words {
  const entry = labels[`${parent}.${key}`] ?? SHARED[`${parent}.${key}`] ?? labels[key] ?? SHARED[key] ?? {}
  return typeof entry === 'string' ? { label: entry } : { label: humanize(key), ...entry }
}

const initialCapital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

interface Place {
  parent: string
  /** The data file's name under content/data/, without .json: where uploads go, whose choices apply. */
  file: string
  optional?: boolean
}

function choices(words: Words, schema: z.ZodType, file: string): readonly Option[] | undefined {
  if (words.options) return words.options(file)
  const values =
    schema instanceof z.ZodEnum
      ? (schema.options as string[])
      : schema instanceof z.ZodLiteral
        ? [...schema.values].map(String)
        : undefined
  return values?.map((value) => ({ label: words.optionLabels?.[value] ?? initialCapital(value), value }))
}

const startOf = (words: string) => (words.length > 60 ? `${words.slice(0, 60)}…` : words)

/** The keys that name an entry, in order of preference, when the words map names none. */
const NAMING_KEYS = [
  'name',
  'title',
  'label',
  'heading',
  'role',
  'text',
  'from',
  'id',
  'slug',
  'categoryId',
  'stat',
]

type ItemProps = { value?: unknown; fields?: Record<string, { value?: unknown }> }

/** How a list shows each entry: by its naming field, with a choice's label rather than its value. */
function entryName(element: ComponentSchema, words: Words): (props: ItemProps) => string | undefined {
  const labelOf = (field: ComponentSchema | undefined, value: unknown) => {
    if (typeof value !== 'string' || value === '') return undefined
    const options = (field as { options?: readonly Option[] } | undefined)?.options
    return options?.find((option) => option.value === value)?.label ?? startOf(value)
  }
  if (element.kind !== 'object') return (props) => labelOf(element, props.value)
  const keys = words.itemLabel ? [words.itemLabel] : NAMING_KEYS
  return (props) => {
    for (const key of keys) {
      const name = labelOf(element.fields[key], props.fields?.[key]?.value)
      if (name) return name
    }
    return undefined
  }
}

function countWords({ min, max }: { min?: number; max?: number }): string | undefined {
  if (min !== undefined && min === max) return `Exactly ${min}.`
  if (min !== undefined && max !== undefined) return `${min} to ${max} entries.`
  if (min !== undefined && min > 1) return `At least ${min} entries.`
  if (max !== undefined) return `At most ${max} entries.`
  return undefined
}

export function listLimits(schema: z.ZodArray) {
  const { minItems, maxItems } = z.toJSONSchema(schema) as { minItems?: number; maxItems?: number }
  return { min: minItems, max: maxItems }
}

/** An optional box is written only when ticked, so a file that never had it keeps its bytes. */
export function checkbox(label: string, description: string | undefined, optional = false) {
  const box = fields.checkbox({ label, description })
  return optional ? { ...box, serialize: (value: boolean) => ({ value: value ? true : undefined }) } : box
}

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || undefined

function fieldFor(key: string, schema: z.ZodType, labels: WordLabels, place: Place): ComponentSchema {
  const words = wordsFor(key, labels, place.parent)
  const { label, description } = words
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return fieldFor(key, schema.unwrap() as z.ZodType, labels, { ...place, optional: true })
  if (words.kind === 'hidden') return fields.ignored()
  if (words.kind === 'url')
    return fields.url({ label, description, validation: { isRequired: !place.optional } })
  if (words.kind === 'image') {
    const directory = words.directory?.(place.file) ?? ''
    return fields.image({ label, description, directory, publicPath: `${directory}/` })
  }
  if (schema instanceof z.ZodBoolean) return checkbox(label, description, place.optional)
  if (schema instanceof z.ZodObject)
    return fields.object(objectFields(schema, labels, { parent: key, file: place.file }), {
      label,
      description,
    })
  if (schema instanceof z.ZodArray) {
    const single = words.item ?? label.replace(/s$/, '')
    const itemWords = { ...labels, [`${place.parent}.${key}`]: { ...words, label: single } }
    const element = fieldFor(key, schema.element as z.ZodType, itemWords, { ...place, optional: false })
    const limits = listLimits(schema)
    const name = entryName(element, words)
    return fields.array(element, {
      label,
      description: joined(description, countWords(limits)),
      itemLabel: (props) => name(props as ItemProps) ?? `New ${single.toLowerCase()}`,
      validation: { length: limits },
    })
  }
  const options = choices(words, schema, place.file)
  if (options) {
    const select = fields.select({ label, description, options, defaultValue: options[0]?.value ?? '' })
    // An optional choice left at its empty first option is not written, so other files keep their bytes.
    if (!place.optional || options[0]?.value !== '') return select
    return { ...select, serialize: (value: string) => ({ value: value === '' ? undefined : value }) }
  }
  const rules = z.toJSONSchema(schema) as {
    type?: string
    format?: string
    minimum?: number
    maximum?: number
    minLength?: number
    maxLength?: number
  }
  if (rules.type === 'number' || rules.type === 'integer') {
    const validation = { isRequired: !place.optional, min: rules.minimum, max: rules.maximum }
    return rules.type === 'integer'
      ? fields.integer({ label, description, validation })
      : fields.number({ label, description, validation })
  }
  if (rules.format === 'date')
    return fields.date({ label, description, validation: { isRequired: !place.optional } })
  return text(label, schema, {
    description,
    patternWords: words.patternWords,
    optional: place.optional,
    multiline: words.multiline ?? ((rules.maxLength ?? 0) > 100 || (rules.minLength ?? 0) >= 40),
  })
}

function objectFields(
  schema: z.ZodObject,
  labels: WordLabels,
  place: Place,
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      fieldFor(key, field as z.ZodType, labels, place),
    ]),
  )
}

/** The fields of one data file's screen. */
export function schemaFields(
  schema: z.ZodObject,
  labels: WordLabels = {},
  file = '',
): Record<string, ComponentSchema> {
  return objectFields(schema, labels, { parent: '', file })
}

/** One editor screen: a singleton over `content/data/<file>.json`. */
export function schemaSingleton(path: string, schema: z.ZodType, screen: ScreenWords) {
  if (!(schema instanceof z.ZodObject)) throw new Error(`${path}: a data file's schema must be an object`)
  const file = path.replace(/^content\/data\//, '').replace(/\.json$/, '')
  return singleton({
    label: screen.label,
    path: path.replace(/\.json$/, ''),
    format: { data: 'json' },
    schema: schemaFields(schema, screen.fields, file),
  })
}

/**
 * A collection over `<folder>/*.json`. The key lives only in the file's name (Keystatic's slug field), so
 * an existing file keeps its bytes.
 */
export function schemaCollection(
  folder: string,
  schema: z.ZodType,
  keyPattern: z.ZodString,
  screen: ScreenWords,
) {
  if (!(schema instanceof z.ZodObject)) throw new Error(`${folder}: a data file's schema must be an object`)
  const words = wordsFor('key', screen.fields, '')
  const { pattern } = z.toJSONSchema(keyPattern) as { pattern?: string }
  if (!pattern) throw new Error(`${folder}: the key needs a pattern, which keeps it a plain file name`)
  const key = fields.text({
    label: words.label,
    description: words.description,
    validation: {
      isRequired: true,
      length: { min: 1, max: 60 },
      pattern: { regex: new RegExp(pattern), message: words.patternWords ?? 'Not in the expected form.' },
    },
  })
  // Keystatic's collection() cannot tell the slug field among fields it does not know by name.
  const entries: Collection<Record<string, ComponentSchema>, 'key'> & { path: `${string}/*` } = {
    label: screen.label,
    path: `${folder}/*`,
    slugField: 'key',
    format: { data: 'json' },
    schema: { key, ...schemaFields(schema, screen.fields, folder.replace(/^content\/data\//, '')) },
  }
  return entries
}
