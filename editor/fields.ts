import { fields } from '@keystatic/core'
import { z } from 'zod'

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
