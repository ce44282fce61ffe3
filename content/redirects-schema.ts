import { z } from 'zod'

/** Kept apart from content/schema.ts so the server, which checks the file at start, skips every content schema. */

/** No final "/": the server drops it before lookup, so such a "from" would never match. */
export const SitePathSchema = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*)?$/)

export const RedirectSchema = z.strictObject({ from: SitePathSchema, to: SitePathSchema })
export type Redirect = z.infer<typeof RedirectSchema>

/** One list in an object, a shape a file-based editor can manage. */
export const RedirectsFileSchema = z.strictObject({ redirects: z.array(RedirectSchema) })
