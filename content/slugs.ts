/**
 * The specification's slug rules. They are the only way a slug is made from a name,
 * so a renamed service changes its URL in one place (and then needs a redirect).
 */

/** Category: the name lowercased, spaces to hyphens. */
export function toCategorySlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

/** Service: the name lowercased, punctuation removed, spaces to hyphens. */
export function toServiceSlug(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, '-')
}

/** Solution: the name lowercased, everything except letters and digits removed. */
export function toSolutionSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}
