import { fields, singleton } from '@keystatic/core'
import { EMAIL_PLACEHOLDERS, EmailWordsSchema } from '../content/email-data-file.ts'
import { text } from './fields.ts'

const LABELS = {
  acknowledgement: {
    subject: 'Subject',
    greeting: 'Greeting',
    received: 'Confirmation',
    reference: 'Reference line',
    fieldsHeading: 'Before the names of the fields sent',
    documentLine: 'Attached document, in that list',
    notYou: 'If you did not send this',
    privacy: 'Privacy line',
  },
  sales: {
    consultationSubject: 'Subject of a consultation request',
    shortSubject: 'Subject of a short enquiry',
    consultationArrived: 'First line of a consultation request',
    shortArrived: 'First line of a short enquiry',
    promise: 'Reply promise',
    received: 'Label: received',
    reference: 'Label: reference',
    enquiryId: 'Label: enquiry ID',
    attachedDocument: 'Document line',
    noDocument: 'No document line',
  },
} as const

function templateFields<G extends keyof typeof EMAIL_PLACEHOLDERS>(group: G) {
  const shape = EmailWordsSchema.shape[group].shape as Record<string, Parameters<typeof text>[1]>
  const labels = LABELS[group] as Record<string, string>
  return Object.fromEntries(
    Object.entries(EMAIL_PLACEHOLDERS[group]).map(([key, required]) => [
      key,
      text(labels[key] ?? key, shape[key] as Parameters<typeof text>[1], {
        multiline: (labels[key] ?? '').length > 30,
        description:
          required.length > 0
            ? `Keep ${required.map((name: string) => `{${name}}`).join(', ')}: the e-mail puts its value there.`
            : undefined,
      }),
    ]),
  )
}

export const emails = singleton({
  label: 'E-mails',
  path: 'content/data/emails',
  format: { data: 'json' },
  schema: {
    acknowledgement: fields.object(templateFields('acknowledgement'), {
      label: 'Acknowledgement to the visitor',
      description: 'Sent to whoever sends an enquiry. {companyName} may be used anywhere.',
    }),
    sales: fields.object(templateFields('sales'), {
      label: 'Enquiry to the sales team',
      description: 'Sent to the sales inbox for every enquiry.',
    }),
  },
})
