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
    shortFormPages: labels(['digital-transformation', 'database-infrastructure']),
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
    const { messages, sendResult, ...rest } = file
    const { tooLong, ...otherMessages } = messages
    const { consultation, short } = sendResult
    allowOnly([])({ ...rest, messages: otherMessages }, ctx)
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
