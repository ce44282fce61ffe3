import { z } from 'zod'
import {
  EMAIL_PATTERN,
  hasDocumentExtension,
  MESSAGES,
  PHONE_PATTERN,
  PROJECT_TYPES,
  SHORT_FORM_SERVICES,
} from './enquiry-rules.ts'

/**
 * The two enquiry forms' schemas, shared by the browser (consultation form) and the server, which
 * re-validates everything. The rules they apply live in enquiry-rules.ts.
 */

// The site's Content-Security-Policy has no 'unsafe-eval', so zod must not compile its parsers with
// `new Function`; without this it probes once, and the browser reports the refused probe as a violation
// (docs/decisions/011-content-security-policy.md). Parsing a form is fast enough either way.
z.config({ jitless: true })

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

const requiredText = (message: string) => z.string().trim().min(1, message)
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? '')

/** Short forms: browser-native validation only in the page; the server applies the same rules. */
export const ShortEnquirySchema = z.object({
  form_type: z.literal('common'),
  service: z.enum(SHORT_FORM_SERVICES),
  name: requiredText('Full name is required'),
  email: requiredText(MESSAGES.emailRequired).regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
  phone: optionalText,
  company: optionalText,
  message: requiredText('Message is required'),
})
export type ShortEnquiry = z.infer<typeof ShortEnquirySchema>

/** Decoded size of a base64 string, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

export const ConsultationSchema = z
  .object({
    form_type: z.literal('dedicated'),
    firstName: requiredText(MESSAGES.firstName),
    lastName: requiredText(MESSAGES.lastName),
    email: requiredText(MESSAGES.emailRequired).regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
    phone: requiredText(MESSAGES.phoneRequired).regex(PHONE_PATTERN, MESSAGES.phoneInvalid),
    company: requiredText(MESSAGES.company),
    title: optionalText,
    projectType: z
      .union([z.enum(PROJECT_TYPES), z.literal('')])
      .optional()
      .transform((value) => value || undefined),
    message: requiredText(MESSAGES.message),
    filename: z.string().optional(),
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
export type ConsultationEnquiry = z.infer<typeof ConsultationSchema>

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
