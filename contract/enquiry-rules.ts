import { enquiryWords } from '#content/enquiry-words.ts'

// Kept apart from the zod schemas so a page can show a form without downloading the validation library.
// Messages are the required wording, word for word.

/** The wire calls them `dedicated` and `common` (enquiry-wire.ts). */
export const ENQUIRY_FORMS = ['consultation', 'short'] as const
export type EnquiryForm = (typeof ENQUIRY_FORMS)[number]

/** A short form's key, from its category's words file (contract/short-form-services.ts lists them). */
export type ShortFormService = string

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

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const

export const MESSAGES = {
  ...enquiryWords.messages,
  /** Bounds no real visitor meets, and characters no one types. */
  tooLong: (max: number) => enquiryWords.messages.tooLong.replace('{max}', max.toLocaleString('en-US')),
}

/** Shared by browser (maxlength) and server; reasons in docs/decisions/016-enquiry-hardening.md. */
export const FIELD_LIMITS = {
  name: 200,
  firstName: 100,
  lastName: 100,
  /** RFC 5321: a forward path holds at most 256 octets including the angle brackets. */
  email: 254,
  phone: 16,
  /** The short forms' optional phone has no pattern; room for an extension. */
  shortPhone: 40,
  company: 200,
  title: 200,
  message: 20_000,
  filename: 255,
} as const

/** The HTML standard's valid e-mail address (what type="email" accepts), with a dot required in the domain. */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/
export const PHONE_PATTERN = /^\+?[0-9 -]{7,15}$/
export const PHONE_MIN_DIGITS = 7

/** Controls and bidi overrides that can disguise text where staff read it; the message may keep line breaks and tabs. */
export const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069\u2028\u2029]/u
export const MULTI_LINE_FORBIDDEN = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u

export function countDigits(text: string): number {
  return text.replace(/\D/g, '').length
}
export function hasDocumentExtension(filename: string): boolean {
  const lower = filename.toLowerCase()
  return DOCUMENT_EXTENSIONS.some((extension) => lower.endsWith(extension))
}
