import { z } from 'zod'

/**
 * The redirects file's schemas, apart from content/schema.ts so that the server, which checks the file at
 * start, does not build every content schema.
 */

/**
 * An address on this site as a visitor types it: "/services/old-name". It starts with "/", and has no
 * host, query, fragment, space, percent-encoding or final "/" (the server drops a final "/" before it
 * looks a path up, so such a "from" would never match).
 */
export const SitePathSchema = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~!$&'()*+,;=:@-]+(?:\/[A-Za-z0-9._~!$&'()*+,;=:@-]+)*)?$/)

/** A permanent redirect (301) from an old address of the site to one of its pages. */
export const RedirectSchema = z.strictObject({ from: SitePathSchema, to: SitePathSchema })
export type Redirect = z.infer<typeof RedirectSchema>

/** content/redirects.json: an object with one list, the shape a file-based editor can manage. */
export const RedirectsFileSchema = z.strictObject({ redirects: z.array(RedirectSchema) })
