/**
 * The enquiry forms' fixed rules: choices, limits, patterns and messages. Kept apart from the zod
 * schemas (enquiry-schema.ts) so a page can show a form without downloading the validation library;
 * the consultation form loads the schema when the visitor first submits.
 * Messages are the specification's, word for word.
 */

/** The two forms, as the domain names them; the wire calls them `dedicated` and `common` (enquiry-wire.ts). */
export const ENQUIRY_FORMS = ['consultation', 'short'] as const
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number]

/** The pages with a short form, as the domain names them; their wire values are in enquiry-wire.ts. */
export const SHORT_FORM_SERVICES = ['digital-transformation', 'database-infrastructure'] as const
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
  /** The short forms rely on the browser's own checks; the server answers a bad post with these. */
  name: 'Full name is required',
  shortMessage: 'Message is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid phone number',
  documentTooLarge: 'File must be less than 10MB',
  documentType: 'Attach a PDF, DOC or DOCX document',
  /** Beyond the specification's messages: bounds no real visitor meets, and characters no one types. */
  tooLong: (max: number) => `Use at most ${max.toLocaleString('en-US')} characters`,
  controlCharacters: 'Remove the control characters from this field',
  // Beyond the specified rules: the server's deeper document checks (decision 017) answer with these.
  documentActiveContent:
    'This document could not be accepted: it contains active content (scripts, macros or embedded files). Save it without them, or send it by email.',
  documentUnverifiable:
    'This document could not be checked: it is encrypted, password-protected or too large once unpacked. Save it without protection, or send it by email.',
} as const

/**
 * The longest value each field accepts, in the browser (maxlength) and on the server alike. Generous
 * enough that no visitor meets them; a table with the reasons is in docs/decisions/016-enquiry-hardening.md.
 */
export const FIELD_LIMITS = {
  name: 200,
  firstName: 100,
  lastName: 100,
  /** RFC 5321: a forward path holds at most 256 octets including the angle brackets. */
  email: 254,
  /** The specification's phone rule: an optional plus, then 7 to 15 digits, spaces or hyphens. */
  phone: 16,
  /** The short forms' optional phone has no pattern; room for an extension. */
  shortPhone: 40,
  company: 200,
  title: 200,
  message: 20_000,
  filename: 255,
} as const

/**
 * One address, no display name and no comments: the HTML standard's definition of a valid e-mail
 * address (what type="email" accepts), with a dot required in the domain.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
/** An optional plus, then 7 to 15 digits, spaces or hyphens. */
export const PHONE_PATTERN = /^\+?[0-9 -]{7,15}$/
/** A phone number needs at least this many digits, whatever separates them. */
export const PHONE_MIN_DIGITS = 7

/**
 * Characters no one types into a form and that can disguise or corrupt text where staff read it:
 * C0/C1 controls (ESC, BEL...) and the bidirectional overrides and isolates (RLO...). The message may
 * hold line breaks and tabs; single-line fields may not.
 */
export const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u
export const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length
}
export function hasDocumentExtension(filename: string): boolean {
  const lower = filename.toLowerCase()
  return DOCUMENT_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
