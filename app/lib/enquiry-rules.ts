/**
 * The enquiry forms' fixed rules: choices, limits, patterns and messages. Kept apart from the zod
 * schemas (enquiry-schema.ts) so a page can show a form without downloading the validation library;
 * the consultation form loads the schema when the visitor first submits.
 * Messages are the specification's, word for word (SPEC.md section 5).
 */

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
  // Not in SPEC.md section 5: the server's deeper document checks (decision 017) answer with these.
  documentActiveContent:
    'This document could not be accepted: it contains active content (scripts, macros or embedded files). Save it without them, or send it by email.',
  documentUnverifiable:
    'This document could not be checked: it is encrypted, password-protected or too large once unpacked. Save it without protection, or send it by email.',
} as const

/** A simple address pattern: something, @, something, a dot, something; no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** An optional plus, then 7 to 15 digits, spaces or hyphens. */
export const PHONE_PATTERN = /^\+?[0-9 -]{7,15}$/
export function hasDocumentExtension(filename: string): boolean {
  const lower = filename.toLowerCase()
  return DOCUMENT_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
