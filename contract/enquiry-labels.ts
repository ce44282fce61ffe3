import { enquiryWords } from '#content/enquiry-words.ts'
import { company } from '#content/site.ts'
import type { ProjectType } from './enquiry-rules.ts'

// The forms' wording, word for word; the fields' own labels are in enquiry-fields.ts.

export const CONSULTATION_HINTS = enquiryWords.hints

const { optional, attached, oneNeedsAttention, manyNeedAttention } = enquiryWords.fieldStatus

/** What the forms say beside their fields, with the document's name or the count filled in. */
export const FIELD_STATUS = {
  optional,
  attached: (file: string) => attached.replace('{file}', file),
  needAttention: (count: number) =>
    count === 1 ? oneNeedsAttention : manyNeedAttention.replace('{count}', String(count)),
}

/** The sales e-mail and the acknowledgement use the same words. */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = enquiryWords.projectTypes

/** A value no longer offered is shown as it was stored. */
export function projectTypeLabel(value: string): string {
  return Object.hasOwn(PROJECT_TYPE_LABELS, value) ? PROJECT_TYPE_LABELS[value as ProjectType] : value
}

/** A short form's message where no page names it (the problem page, the e-mails): each page labels its own box. */
export const SHORT_FORM_MESSAGE_LABEL = enquiryWords.shortFormMessage

const { consultation, short } = enquiryWords.sendResult
const withEmail = (text: string) => text.replace('{email}', company.email)

export const SEND_RESULT = {
  consultation: { ...consultation, failure: withEmail(consultation.failure) },
  short: {
    success: { title: short.successTitle, description: short.successDescription },
    failure: { title: short.failureTitle, description: withEmail(short.failureDescription) },
    submit: short.submit,
  },
} as const
