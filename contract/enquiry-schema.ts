import { z } from 'zod'
import {
  countDigits,
  EMAIL_PATTERN,
  FIELD_LIMITS,
  hasDocumentExtension,
  MESSAGES,
  MULTI_LINE_FORBIDDEN,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
  PROJECT_TYPES,
  SINGLE_LINE_FORBIDDEN,
} from './enquiry-rules.ts'
import { FORM_TYPE_WIRE, SERVICE_BY_WIRE, WIRE_SERVICES } from './enquiry-wire.ts'

/**
 * The two enquiry forms' schemas, shared by the browser (consultation form) and the server, which
 * re-validates everything. The rules they apply live in enquiry-rules.ts. Each reads what a form posts
 * (wire values: `form_type`, `service`) and gives the domain's enquiry (`form`, domain service names),
 * so nothing past the schema meets a wire value.
 */

// The site's Content-Security-Policy has no 'unsafe-eval', so zod must not compile its parsers with
// `new Function`; without this it probes once, and the browser reports the refused probe as a violation
// (docs/decisions/011-content-security-policy.md). Parsing a form is fast enough either way.
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

const email = requiredText(MESSAGES.emailRequired, FIELD_LIMITS.email).pipe(
  z.string().regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
)

/** Short forms: browser-native validation only in the page; the server applies the same rules. */
export const ShortEnquirySchema = z
  .object({
    form_type: z.literal(FORM_TYPE_WIRE.short),
    service: z.enum(WIRE_SERVICES),
    name: requiredText(MESSAGES.name, FIELD_LIMITS.name),
    email,
    phone: optionalText(FIELD_LIMITS.shortPhone),
    company: optionalText(FIELD_LIMITS.company),
    message: requiredText(MESSAGES.shortMessage, FIELD_LIMITS.message, { multiLine: true }),
  })
  .transform(({ form_type: _wire, service, ...fields }) => ({
    form: 'short' as const,
    service: SERVICE_BY_WIRE[service],
    ...fields,
  }))
export type ShortEnquiry = z.output<typeof ShortEnquirySchema>

/** Decoded size of a base64 string, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

export const ConsultationSchema = z
  .object({
    form_type: z.literal(FORM_TYPE_WIRE.consultation),
    firstName: requiredText(MESSAGES.firstName, FIELD_LIMITS.firstName),
    lastName: requiredText(MESSAGES.lastName, FIELD_LIMITS.lastName),
    email,
    phone: requiredText(MESSAGES.phoneRequired, FIELD_LIMITS.phone).pipe(
      z
        .string()
        .regex(PHONE_PATTERN, MESSAGES.phoneInvalid)
        .refine((value) => countDigits(value) >= PHONE_MIN_DIGITS, MESSAGES.phoneInvalid),
    ),
    company: requiredText(MESSAGES.company, FIELD_LIMITS.company),
    title: optionalText(FIELD_LIMITS.title),
    projectType: z
      .union([z.enum(PROJECT_TYPES), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    message: requiredText(MESSAGES.message, FIELD_LIMITS.message, { multiLine: true }),
    filename: z.string().max(FIELD_LIMITS.filename).optional(),
    fileContent: z.string().optional(),
  })
  .superRefine((value, context) => {
    const hasName = Boolean(value.filename)
    const hasContent = Boolean(value.fileContent)
    if (!hasName && !hasContent) return
    if (!hasName || !hasContent || !hasDocumentExtension(value.filename ?? '')) {
      context.addIssue({ code: 'custom', path: ['document'], message: MESSAGES.documentType })
      return
    }
    const content = value.fileContent ?? ''
    if (!BASE64.test(content) || content.length % 4 !== 0) {
      context.addIssue({ code: 'custom', path: ['document'], message: MESSAGES.documentType })
    }
  })
  .transform(({ form_type: _wire, ...fields }) => ({ form: 'consultation' as const, ...fields }))
export type ConsultationEnquiry = z.output<typeof ConsultationSchema>
export type Enquiry = ShortEnquiry | ConsultationEnquiry

/** The schema for what a form posted, chosen by its `form_type`; anything unknown is read as a short form. */
export function schemaForWire(formType: unknown) {
  return formType === FORM_TYPE_WIRE.consultation ? ConsultationSchema : ShortEnquirySchema
}

export type FieldErrors = Record<string, string>

/** The first message for each field, keyed by field name. */
export function collectFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : 'form'
    fields[key] ??= issue.message
  }
  return fields
}
