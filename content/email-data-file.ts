import { z } from 'zod'
import { placeholdersIn } from './placeholders.ts'

/** The words in braces each e-mail template must carry; any other word in braces is refused. */
export const EMAIL_PLACEHOLDERS = {
  acknowledgement: {
    subject: ['reference'],
    // No {name}: the receipt goes to whatever address was typed, so it repeats nothing the visitor wrote.
    greeting: [],
    received: [],
    reference: ['reference'],
    fieldsHeading: [],
    documentLine: [],
    notYou: [],
    privacy: ['privacyUrl'],
  },
  sales: {
    consultationSubject: ['reference', 'sender'],
    shortSubject: ['reference', 'sender'],
    consultationArrived: [],
    shortArrived: [],
    promise: [],
    received: [],
    reference: [],
    enquiryId: [],
    openInInbox: [],
    attachedDocument: ['name', 'size', 'sha256'],
    noDocument: [],
  },
} as const satisfies Record<string, Record<string, readonly string[]>>

/** May appear in any template: facts the site fills in. */
const OPTIONAL_PLACEHOLDERS = ['companyName']

function templates<const T extends Record<string, readonly string[]>>(group: T) {
  return z.strictObject(
    Object.fromEntries(Object.keys(group).map((key) => [key, z.string().min(2).max(320)])) as {
      [K in keyof T]: z.ZodString
    },
  )
}

function checkTemplates(file: Record<string, Record<string, string>>, ctx: z.RefinementCtx) {
  for (const [group, fields] of Object.entries(EMAIL_PLACEHOLDERS))
    for (const [field, required] of Object.entries(fields)) {
      const text = file[group]?.[field] ?? ''
      const used = placeholdersIn(text)
      const allowed: readonly string[] = [...required, ...OPTIONAL_PLACEHOLDERS]
      for (const name of used)
        if (!allowed.includes(name))
          ctx.addIssue({
            code: 'custom',
            path: [group, field],
            message: `uses {${name}}, which this line cannot fill in; it can use ${allowed.map((word) => `{${word}}`).join(', ')}`,
          })
      for (const name of required)
        if (!used.includes(name))
          ctx.addIssue({
            code: 'custom',
            path: [group, field],
            message: `must keep {${name}}, where the e-mail puts the ${name === 'sha256' ? 'checksum' : name}`,
          })
    }
}

export const EmailWordsSchema = z
  .strictObject({
    acknowledgement: templates(EMAIL_PLACEHOLDERS.acknowledgement),
    sales: templates(EMAIL_PLACEHOLDERS.sales),
  })
  .superRefine(checkTemplates)
export type EmailWords = z.infer<typeof EmailWordsSchema>

export const emailDataFile = { path: 'content/data/emails.json', schema: EmailWordsSchema }
