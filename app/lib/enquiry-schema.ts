import { z } from 'zod'

/**
 * The two enquiry forms' rules, shared by the browser (consultation form) and the server, which
 * re-validates everything. Messages are the specification's, word for word (SPEC.md section 5).
 */

// The site's Content-Security-Policy has no 'unsafe-eval', so zod must not compile its parsers with
// `new Function`; without this it probes once, and the browser reports the refused probe as a violation
// (docs/decisions/011-content-security-policy.md). Parsing a form is fast enough either way.
z.config({ jitless: true })

export const SHORT_FORM_SERVICES = ['DigitalTransformation', 'databaseinfrastructuremanagement'] as const
export type ShortFormService = (typeof SHORT_FORM_SERVICES)[number]

export const PROJECT_TYPES = [
  'enterprise-architecture',
  'custom-development',
  'devops-automation',
  'erp-integration',
  'infrastructure-cybersecurity',
  'program-management',
  'data-analytics-ai',
  'other',
] as const
export type ProjectType = (typeof PROJECT_TYPES)[number]

/** The largest document a visitor may attach, decoded. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const

export const MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  company: 'Organization is required',
  message: 'Project requirements are required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  documentTooLarge: 'File must be less than 10MB',
  documentType: 'Attach a PDF, DOC or DOCX document',
} as const

/** A simple address pattern: something, @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An optional plus, then 7 to 15 digits, spaces or hyphens. */
export const PHONE_PATTERN = /^\+?[0-9 -]{7,15}$/
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

export function hasDocumentExtension(filename: string): boolean {
  const lower = filename.toLowerCase()
  return DOCUMENT_EXTENSIONS.some((extension) => lower.endsWith(extension))
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
