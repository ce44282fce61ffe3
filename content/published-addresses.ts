import { z } from 'zod'
import type { SiteAddresses } from './check-redirects.ts'
import { RedirectsFileSchema, SitePathSchema } from './redirects-schema.ts'

// Every address the site has published: GitHub mode has no save hook following a changed address, so the
// build checks this list against the pages and redirects.
export const PUBLISHED_ADDRESSES_FILE = 'content/data/published-addresses.json'

export const PublishedAddressesSchema = z.strictObject({ addresses: z.array(SitePathSchema) })
export type PublishedAddresses = z.infer<typeof PublishedAddressesSchema>

/** A malformed redirects file counts as none here: the data check already names its problem. */
export function findLostAddresses(published: unknown, site: SiteAddresses, redirectsFile: unknown): string[] {
  const ledger = PublishedAddressesSchema.safeParse(published)
  if (!ledger.success)
    return [
      `${PUBLISHED_ADDRESSES_FILE}: it must hold { "addresses": [ ... ] }, a list of addresses such as "/about"`,
    ]
  const redirects = RedirectsFileSchema.safeParse(redirectsFile).data?.redirects ?? []
  const reachable = new Set([...site.served, ...redirects.map((redirect) => redirect.from)])
  return ledger.data.addresses
    .filter((address) => !reachable.has(address))
    .map(
      (address) =>
        `${PUBLISHED_ADDRESSES_FILE}: "${address}" was published and now leads nowhere: add a redirect from it to its new page in "Redirects from old addresses" (content/data/redirects.json), or put its old web address back`,
    )
}

/** Sorted and without repeats, so a recorded address shows as one added line in a review. */
export function recordAddresses(published: PublishedAddresses, added: readonly string[]): PublishedAddresses {
  return { addresses: [...new Set([...published.addresses, ...added])].sort() }
}
