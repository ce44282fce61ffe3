import { type ComponentSchema, fields } from '@keystatic/core'
import { z } from 'zod'
import { listLimits, text } from './fields.ts'

/**
 * Editor forms for the page words files, read off their zod schemas: each field's kind, limits, list
 * sizes and choices follow the gate, and only the labels and help text are written here.
 */

export interface FieldWords {
  label?: string
  description?: string
  /** A list's entry, where the list's label does not read as plural + s. */
  item?: string
  /** What a text of the wrong form should look like. */
  patternWords?: string
  /** Names shown for the values of a choice, when the values are ids. */
  optionLabels?: Record<string, string>
}
export type WordLabels = Record<string, string | FieldWords>

const SHARED: WordLabels = {
  eyebrow: { label: 'Line above the heading', description: 'A few words, shown small above the heading.' },
  title: 'Heading',
  lead: { label: 'Paragraph under the heading', description: 'One or two sentences.' },
  hero: { label: 'Top of the page', description: 'The small words of the page’s opening banner.' },
  sections: { label: 'Section headings', description: 'The heading words of each section, in page order.' },
  labels: {
    label: 'Words for screen readers and small labels',
    description: 'Read aloud by screen readers or shown as small labels.',
  },
}

/** "whyChooseUs" reads as "Why choose us". */
function humanize(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function wordsFor(key: string, labels: WordLabels, parent: string): FieldWords {
  const entry = labels[`${parent}.${key}`] ?? labels[key] ?? SHARED[key]
  if (typeof entry === 'string') return { label: entry }
  return { label: humanize(key), ...entry }
}

function choice(words: FieldWords & { label: string }, values: readonly string[]) {
  return fields.select({
    label: words.label,
    description: words.description,
    options: values.map((value) => ({ label: words.optionLabels?.[value] ?? value, value })),
    defaultValue: values[0] ?? '',
  })
}

type ItemProps = { value?: unknown; fields?: Record<string, { value?: unknown }> }

function itemLabel(props: ItemProps, fallback: string): string {
  if (typeof props.value === 'string') return props.value || fallback
  const item = props.fields ?? {}
  const named = ['title', 'text', 'id', 'categoryId', 'stat'].map((key) => item[key]?.value)
  return named.find((value): value is string => typeof value === 'string' && value !== '') ?? fallback
}

interface Place {
  parent: string
  optional?: boolean
}

function fieldFor(key: string, schema: z.ZodType, labels: WordLabels, place: Place): ComponentSchema {
  const words = { ...wordsFor(key, labels, place.parent) } as FieldWords & { label: string }
  if (schema instanceof z.ZodOptional)
    return fieldFor(key, schema.unwrap() as z.ZodType, labels, { ...place, optional: true })
  if (schema instanceof z.ZodEnum) return choice(words, schema.options as string[])
  if (schema instanceof z.ZodObject)
    return fields.object(wordFields(schema, labels, key), {
      label: words.label,
      description: words.description,
    })
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodType
    const single = words.item ?? words.label.replace(/s$/, '')
    const itemLabels = { ...labels, [`${place.parent}.${key}`]: { ...words, label: single } }
    return fields.array(fieldFor(key, element, itemLabels, place), {
      label: words.label,
      description: words.description,
      itemLabel: (props) => itemLabel(props as ItemProps, `New ${single.toLowerCase()}`),
      validation: { length: listLimits(schema) },
    })
  }
  if (schema instanceof z.ZodNumber) {
    const { minimum } = z.toJSONSchema(schema) as { minimum?: number }
    return fields.number({
      label: words.label,
      description: words.description,
      validation: { isRequired: !place.optional, min: minimum },
    })
  }
  const { maxLength } = z.toJSONSchema(schema) as { maxLength?: number }
  return text(words.label, schema, {
    description: words.description,
    patternWords: words.patternWords,
    optional: place.optional,
    multiline: (maxLength ?? 0) > 100,
  })
}

/**
 * The fields of one zod object. `labels` names its keys and those of the objects inside it; "parent.key"
 * names a key only inside that parent.
 */
export function wordFields(
  schema: z.ZodObject,
  labels: WordLabels = {},
  parent = '',
): Record<string, ComponentSchema> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      fieldFor(key, field as z.ZodType, labels, { parent }),
    ]),
  )
}
