import { z } from 'zod'
import {
  DOCUMENT_FIELD,
  type EnquiryValues,
  enquiryFields,
  type InputRule,
  postedFields,
} from './enquiry-fields.ts'
import {
  countDigits,
  EMAIL_PATTERN,
  type EnquiryForm,
  FIELD_LIMITS,
  hasDocumentExtension,
  MESSAGES,
  MULTI_LINE_FORBIDDEN,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  SINGLE_LINE_FORBIDDEN,
} from './enquiry-rules.ts'
import { FORM_TYPE_WIRE, serviceFromStored } from './enquiry-wire.ts'

// Shared by the browser and the server, which re-validates everything. Schemas turn wire values into
// domain values, so nothing past the schema meets a wire value.

// The CSP has no 'unsafe-eval': without this zod probes `new Function` and the browser reports a violation.
z.config({ jitless: true })

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Bounded text without control characters; `multiLine` lets line breaks and tabs through (the message). */
const boundedText = (max: number, { multiLine = false } = {}) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(max))
    .refine((value) => !(multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value), {
      message: MESSAGES.controlCharacters,
      abort: true,
    })

const requiredText = (message: string, max: number, options?: { multiLine?: boolean }) =>
  z.string().trim().min(1, message).pipe(boundedText(max, options))
const optionalText = (max: number) =>
  boundedText(max)
    .optional()
    .transform((value) => value ?? '')

const email = (max: number) =>
  requiredText(MESSAGES.emailRequired, max).pipe(z.string().regex(EMAIL_PATTERN, MESSAGES.emailInvalid))

const phone = (max: number) =>
  requiredText(MESSAGES.phoneRequired, max).pipe(
    z
      .string()
      .regex(PHONE_PATTERN, MESSAGES.phoneInvalid)
      .refine((value) => countDigits(value) >= PHONE_MIN_DIGITS, MESSAGES.phoneInvalid),
  )

function schemaOfRule(rule: InputRule, form: EnquiryForm, pages: readonly string[]): z.ZodType {
  switch (rule.kind) {
    case 'text':
      return rule.required
        ? requiredText(rule.required, rule.max, { multiLine: rule.multiLine })
        : optionalText(rule.max)
    case 'email':
      return email(rule.max)
    case 'phone':
      return phone(rule.max)
    case 'choice':
      return z
        .union([z.enum(rule.options), z.literal('')])
        .optional()
        .transform((value) => value || null)
    case 'form':
      return z.literal(FORM_TYPE_WIRE[form])
    case 'page':
      return z.enum(pages as [string, ...string[]])
  }
}

/** Decoded size of a base64 string, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

const documentShape = {
  [DOCUMENT_FIELD.wire.filename]: z.string().max(FIELD_LIMITS.filename).optional(),
  [DOCUMENT_FIELD.wire.content]: z.string().optional(),
}

/** A document needs both parts, a PDF, DOC or DOCX name, and base64 content. */
function checkDocument(value: Record<string, unknown>, context: z.RefinementCtx) {
  const filename = value[DOCUMENT_FIELD.wire.filename]
  const content = value[DOCUMENT_FIELD.wire.content]
  if (!filename && !content) return
  const problem = () =>
    context.addIssue({ code: 'custom', path: [DOCUMENT_FIELD.name], message: MESSAGES.documentType })
  if (typeof filename !== 'string' || typeof content !== 'string' || !filename || !content) return problem()
  if (!hasDocumentExtension(filename) || !BASE64.test(content) || content.length % 4 !== 0) problem()
}

export type ParsedEnquiry<Form extends EnquiryForm = EnquiryForm> = EnquiryValues & {
  form: Form
  filename?: string
  fileContent?: string
}

/** Fields the form lacks come out `absent`; derived ones are computed; `pages` are the values a page field accepts. */
export function formSchema<Form extends EnquiryForm>(
  form: Form,
  withDocument: boolean,
  pages: readonly string[] = [],
) {
  const posted = postedFields(form)
  const shape = Object.fromEntries(
    posted.map(({ entry }) => [entry.wire, schemaOfRule(entry.rule, form, pages)]),
  ) as Record<string, z.ZodType>
  const object = z.object(withDocument ? { ...shape, ...documentShape } : shape)
  const checked = withDocument ? object.superRefine(checkDocument) : object
  return checked.transform((input) => {
    const posts = input as Record<string, unknown>
    const values: Record<string, unknown> = {}
    for (const description of enquiryFields) {
      const entry = description.forms[form]
      values[description.name] = !entry
        ? description.absent
        : 'derive' in entry
          ? entry.derive(posts)
          : entry.rule.kind === 'form'
            ? form
            : entry.rule.kind === 'page'
              ? serviceFromStored(posts[entry.wire])
              : posts[entry.wire]
    }
    const document = withDocument
      ? { filename: posts[DOCUMENT_FIELD.wire.filename], fileContent: posts[DOCUMENT_FIELD.wire.content] }
      : {}
    return { ...values, ...document } as ParsedEnquiry<Form>
  })
}

/** Short forms: browser-native validation only in the page; the server's rules are in short-enquiry-schema.ts. */
export type ShortEnquiry = ParsedEnquiry<'short'>

export const ConsultationSchema = formSchema('consultation', true)
export type ConsultationEnquiry = ParsedEnquiry<'consultation'>
export type Enquiry = ShortEnquiry | ConsultationEnquiry

export type FieldErrors = Record<string, string>

export function collectFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    fields[key] ??= issue.message
  }
  return fields
}
