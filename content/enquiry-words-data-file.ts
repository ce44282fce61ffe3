import { z } from 'zod'
import { allowOnly } from './words-schema.ts'

const label = z.string().min(2).max(60)
const sentence = z.string().min(10).max(240)
const labels = <const K extends string>(keys: readonly K[], schema: z.ZodString = label) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, z.ZodString>)

/** The enquiry forms' words, and the labels the sales e-mail and the acknowledgement give each field. */
export const EnquiryWordsSchema = z
  .strictObject({
    formLabels: labels([
      'fullName',
      'firstName',
      'lastName',
      'email',
      'emailAddress',
      'phone',
      'organization',
      'companyOrganization',
      'titleRole',
      'projectType',
      'requirements',
      'supportingDocument',
    ]),
    hints: z.strictObject({ document: sentence, projectType: label, required: label }),
    projectTypes: labels([
      'enterprise-architecture',
      'custom-development',
      'devops-automation',
      'erp-integration',
      'infrastructure-cybersecurity',
      'program-management',
      'data-analytics-ai',
      'other',
    ]),
    fieldStatus: labels(['optional', 'attached', 'oneNeedsAttention', 'manyNeedAttention']),
    shortFormMessage: label,
    messages: z.strictObject({
      ...labels([
        'firstName',
        'lastName',
        'company',
        'message',
        'name',
        'shortMessage',
        'emailRequired',
        'emailInvalid',
        'phoneRequired',
        'phoneInvalid',
        'documentTooLarge',
        'documentType',
        'tooLong',
        'controlCharacters',
      ]).shape,
      documentActiveContent: sentence,
      documentUnverifiable: sentence,
    }),
    sendResult: z.strictObject({
      consultation: z.strictObject({
        success: sentence,
        failure: sentence,
        submit: label,
        submitting: label,
      }),
      short: z.strictObject({
        successTitle: label,
        successDescription: sentence,
        failureTitle: label,
        failureDescription: sentence,
        submit: label,
      }),
    }),
    emailLabels: labels([
      'firstName',
      'lastName',
      'projectType',
      'name',
      'email',
      'phone',
      'organization',
      'companyOrganization',
      'titleRole',
      'requirements',
      'sentFrom',
      'notGiven',
      'notSpecified',
    ]),
  })
  .superRefine((file, ctx) => {
    const { messages, sendResult, fieldStatus, ...rest } = file
    const { tooLong, ...otherMessages } = messages
    const { consultation, short } = sendResult
    const { attached, manyNeedAttention, ...otherStatus } = fieldStatus
    allowOnly([])({ ...rest, messages: otherMessages, fieldStatus: otherStatus }, ctx)
    allowOnly(['file'])({ fieldStatus: { attached } }, ctx)
    allowOnly(['count'])({ fieldStatus: { manyNeedAttention } }, ctx)
    allowOnly(['max'])({ messages: { tooLong } }, ctx)
    allowOnly(['email'])(
      {
        sendResult: {
          consultation: { failure: consultation.failure },
          short: { failureDescription: short.failureDescription },
        },
      },
      ctx,
    )
    const { failure: _f, ...otherConsultation } = consultation
    const { failureDescription: _d, ...otherShort } = short
    allowOnly([])({ sendResult: { consultation: otherConsultation, short: otherShort } }, ctx)
  })
export type EnquiryWords = z.infer<typeof EnquiryWordsSchema>

export const enquiryWordsDataFile = { path: 'content/data/enquiry-form.json', schema: EnquiryWordsSchema }

/** The page a visitor without JavaScript sees when a form post is refused; only the server reads it. */
export const EnquiryProblemPageSchema = z
  .strictObject({
    eyebrow: label,
    invalid: z.strictObject({ title: label, intro: sentence }),
    rateLimited: z.strictObject({ title: label, introOneMinute: sentence, introMinutes: sentence }),
    refused: z.strictObject({ title: label, intro: sentence }),
    busy: z.strictObject({ title: label, intro: sentence }),
    crossSite: z.strictObject({ title: label, intro: sentence }),
    contactLine: sentence,
    backToForm: label,
    formField: label,
    notAForm: label,
  })
  .superRefine((file, ctx) => {
    const { rateLimited, crossSite, contactLine, ...rest } = file
    const { introMinutes, ...otherRateLimited } = rateLimited
    allowOnly([])({ ...rest, rateLimited: otherRateLimited, crossSite: { title: crossSite.title } }, ctx)
    allowOnly(['minutes'])({ rateLimited: { introMinutes } }, ctx)
    allowOnly(['website'])({ crossSite: { intro: crossSite.intro } }, ctx)
    allowOnly(['email', 'phone'])({ contactLine }, ctx)
  })
export type EnquiryProblemPage = z.infer<typeof EnquiryProblemPageSchema>

export const enquiryProblemPageDataFile = {
  path: 'content/data/enquiry-problem-page.json',
  schema: EnquiryProblemPageSchema,
}
