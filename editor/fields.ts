import { TextArea, TextField } from '@keystar/ui/text-field'
import { fields } from '@keystatic/core'
import { createElement, useState } from 'react'
import { z } from 'zod'
import { describeIssue } from '../content/check-data.ts'
import { findMarkupIssues } from '../content/plain-text.ts'

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

/** What the build's content gate would say of this text, in its words, or undefined when it accepts it. */
export function gateProblem(schema: z.ZodType, value: string, optional = false): string | undefined {
  if (optional && value === '') return undefined
  const result = schema.safeParse(value)
  const issue = result.success ? undefined : result.error.issues[0]
  if (issue) return describeIssue(issue, value)
  return findMarkupIssues(value)[0]?.message
}

/** "Characters: 37 (120 to 420)", so a limit is seen while typing rather than when saving. */
export function characterCount(value: string, { minLength, maxLength }: StringRules): string | undefined {
  if (maxLength === undefined) return undefined
  const range = minLength ? `${minLength} to ${maxLength}` : `at most ${maxLength}`
  return `Characters: ${value.length} (${range}).`
}

const checks = { inBrowser: true }

/** In local mode the server checks each save with the gate, so field problems do not block the save. */
export function leaveFieldChecksToTheServer() {
  checks.inBrowser = false
}

interface InputProps {
  value: string
  onChange(value: string): void
  autoFocus: boolean
  forceValidation: boolean
}

/** A text field showing the content gate's own message, and counting characters in its help text. */
export function text(label: string, schema: z.ZodType, options: TextOptions = {}) {
  const { description, multiline, optional, patternWords = 'Not in the expected form.' } = options
  const rules = z.toJSONSchema(schema) as StringRules
  // Keystatic checks length and pattern even on an empty optional field.
  const allowEmpty = optional ? '^$|' : ''
  const field = fields.text({
    label,
    description,
    multiline,
    validation: {
      isRequired: !optional,
      length: { min: optional ? undefined : rules.minLength, max: rules.maxLength },
      pattern: rules.pattern
        ? { regex: new RegExp(`${allowEmpty}${rules.pattern}`), message: patternWords }
        : undefined,
    },
  })
  const problemOf = (value: string) => {
    const problem = gateProblem(schema, value, optional)
    // The gate names only the patterns it knows; the field's own words say what to type for the others.
    return problem?.startsWith('must be in the form ') ? `${problem}: ${patternWords}` : problem
  }
  function Input(props: InputProps) {
    const [left, setLeft] = useState(false)
    const count = characterCount(props.value, rules)
    return createElement((multiline ? TextArea : TextField) as typeof TextField, {
      label,
      description: [description, count].filter(Boolean).join(' ') || undefined,
      autoFocus: props.autoFocus,
      value: props.value,
      onChange: props.onChange,
      onBlur: () => setLeft(true),
      isRequired: !optional,
      // An empty field is flagged once left, as Keystatic does; a wrong value at once, even as loaded.
      errorMessage: props.forceValidation || left || props.value !== '' ? problemOf(props.value) : undefined,
    })
  }
  return {
    ...field,
    Input,
    validate(value: string) {
      const problem = checks.inBrowser ? problemOf(value) : undefined
      if (problem !== undefined) throw new Error(problem)
      return value
    },
  }
}
