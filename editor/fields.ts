import { fields } from '@keystatic/core'
import { z } from 'zod'
import { Slug } from '../content/schema.ts'

/* Limits are read from the zod schemas so the editor warns early; the schemas remain the gate. */

interface TextOptions {
  description?: string
  multiline?: boolean
  optional?: boolean
  patternWords?: string
}

interface StringRules {
  minLength?: number
  maxLength?: number
  pattern?: string
}

export function text(label: string, schema: z.ZodType, options: TextOptions = {}) {
  const { description, multiline, optional, patternWords = 'Not in the expected form.' } = options
  const { minLength, maxLength, pattern } = z.toJSONSchema(schema) as StringRules
  // Keystatic checks length and pattern even on an empty optional field.
  const allowEmpty = optional ? '^$|' : ''
  return fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: !optional,
      length: { min: optional ? undefined : minLength, max: maxLength },
      pattern: pattern ? { regex: new RegExp(`${allowEmpty}${pattern}`), message: patternWords } : undefined,
    },
  })
}

export const idField = (label: string, example: string) =>
  text(label, Slug, {
    description: `Lower-case words joined by hyphens, such as ${example}. The site uses it to tell entries apart; change it only with care.`,
    patternWords: 'Lower-case letters and digits, joined by hyphens.',
  })

export function listLimits(schema: z.ZodArray) {
  const { minItems, maxItems } = z.toJSONSchema(schema) as { minItems?: number; maxItems?: number }
  return { min: minItems, max: maxItems }
}

export const options = <const T extends string>(values: readonly T[]) =>
  values.map((value) => ({ label: value.charAt(0).toUpperCase() + value.slice(1), value }))

export const exactly = (count: number) => ({ length: { min: count, max: count } })

export function shortLines(label: string, itemLabel: string, schema: z.ZodArray, description?: string) {
  return fields.array(text(itemLabel, schema.element as z.ZodType), {
    label,
    description,
    itemLabel: (props) => props.value || `New ${itemLabel.toLowerCase()}`,
    validation: { length: listLimits(schema) },
  })
}

const startOf = (words: string) => (words.length > 60 ? `${words.slice(0, 60)}…` : words || 'New paragraph')

export function paragraphs(label: string, schema: z.ZodArray, description?: string) {
  return fields.array(text('Paragraph', schema.element as z.ZodType, { multiline: true }), {
    label,
    description,
    itemLabel: (props) => startOf(props.value),
    validation: { length: listLimits(schema) },
  })
}

/** Written only when ticked, so an entry that was never a draft keeps its file unchanged. */
export function draftCheckbox(what: string) {
  const box = fields.checkbox({
    label: 'Draft — not published yet',
    description: `Checked like everything else and shown in the preview, but ${what} is not on the site until you clear this box and publish.`,
  })
  return { ...box, serialize: (value: boolean) => ({ value: value ? true : undefined }) }
}
