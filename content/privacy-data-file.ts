import type { z } from 'zod'
import { placeholdersIn } from './placeholders.ts'
import { PRIVACY_PLACEHOLDERS, REQUIRED_PRIVACY_PLACEHOLDERS } from './privacy-placeholders.ts'
import { PrivacyNoticeSchema } from './schema.ts'

function* stringsIn(value: unknown, path: PropertyKey[] = []): Generator<[PropertyKey[], string]> {
  if (typeof value === 'string') yield [path, value]
  else if (Array.isArray(value))
    for (const [index, item] of value.entries()) yield* stringsIn(item, [...path, index])
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, [...path, key])
}

const known = Object.keys(PRIVACY_PLACEHOLDERS)

function checkPlaceholders(notice: unknown, ctx: z.RefinementCtx) {
  const used = new Set<string>()
  for (const [path, text] of stringsIn(notice))
    for (const name of placeholdersIn(text)) {
      used.add(name)
      if (!known.includes(name))
        ctx.addIssue({
          code: 'custom',
          path,
          message: `uses {${name}}, which the site does not fill in; the words in braces it knows are ${known.map((word) => `{${word}}`).join(', ')}`,
        })
    }
  for (const name of REQUIRED_PRIVACY_PLACEHOLDERS)
    if (!used.has(name))
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `must mention {${name}} (${PRIVACY_PLACEHOLDERS[name]}) somewhere, so the notice states what the server does`,
      })
}

export const privacyDataFile = {
  path: 'content/data/privacy.json',
  schema: PrivacyNoticeSchema.superRefine(checkPlaceholders),
}
