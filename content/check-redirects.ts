import type { z } from 'zod'
import { type Redirect, RedirectsFileSchema } from './redirects-schema.ts'

/** Every problem names it, so an editor knows which file to open. */
export const REDIRECTS_FILE = 'content/data/redirects.json'

export interface SiteAddresses {
  pages: readonly string[]
  /** A redirect must not take over an address that has a page of its own. */
  served: readonly string[]
}

const ADDRESS_RULE =
  'must be an address on this site such as "/services/old-name": it starts with "/" and has no spaces, "?", "#", "%" or final "/"'

export function findRedirectProblems(data: unknown, site: SiteAddresses): string[] {
  const parsed = RedirectsFileSchema.safeParse(data)
  if (!parsed.success) return describeShapeProblems(data, parsed.error.issues)
  return findRuleProblems(parsed.data.redirects, site)
}

function findRuleProblems(redirects: readonly Redirect[], site: SiteAddresses): string[] {
  const pages = new Set(site.pages)
  const served = new Set(site.served)
  const firstIndexOf = new Map<string, number>()
  for (const [index, redirect] of redirects.entries())
    if (!firstIndexOf.has(redirect.from)) firstIndexOf.set(redirect.from, index)
  const targetOf = (path: string) => redirects[firstIndexOf.get(path) ?? -1]?.to

  return redirects.flatMap((redirect, index) => {
    const where = `${REDIRECTS_FILE}, redirect ${index + 1} ("${redirect.from}")`
    const first = firstIndexOf.get(redirect.from) ?? index
    if (first !== index)
      return [
        `${where}: redirect ${first + 1} already redirects "${redirect.from}"; list each old address once`,
      ]
    if (served.has(redirect.from))
      return [
        `${where}: "${redirect.from}" is a page of the site, and the redirect would hide it; remove the redirect, or retire the page first`,
      ]
    const problem = describeTargetProblem(redirect, targetOf, pages)
    return problem ? [`${where}: ${problem}`] : []
  })
}

function describeTargetProblem(
  { from, to }: Redirect,
  targetOf: (path: string) => string | undefined,
  pages: ReadonlySet<string>,
): string | undefined {
  if (to === from) return 'it points to itself'
  const next = targetOf(to)
  if (next === undefined)
    return pages.has(to) ? undefined : `it points to "${to}", which is not a page of the site`
  const hops = [from, to]
  let hop: string | undefined = next
  while (hop !== undefined && !hops.includes(hop)) {
    hops.push(hop)
    hop = targetOf(hop)
  }
  if (hop === from)
    return `it leads back to itself (${[...hops, from].map((path) => `"${path}"`).join(' → ')}), so visitors would never arrive`
  return `it points to "${to}", which is itself redirected (to "${next}"); point it straight to the page visitors should land on`
}

function describeShapeProblems(data: unknown, issues: readonly z.core.$ZodIssue[]): string[] {
  const entries = isRecord(data) && Array.isArray(data.redirects) ? data.redirects : undefined
  if (!entries)
    return [
      `${REDIRECTS_FILE}: it must hold { "redirects": [ ... ] }, a list of { "from": "/old-address", "to": "/page" }`,
    ]
  const problems = issues.map((issue) => {
    const [, index, field] = issue.path
    if (typeof index !== 'number') return `${REDIRECTS_FILE}: it must hold only the "redirects" list`
    const entry: unknown = entries[index]
    const where = `${REDIRECTS_FILE}, redirect ${index + 1}${isRecord(entry) && typeof entry.from === 'string' ? ` ("${entry.from}")` : ''}`
    if (issue.code === 'unrecognized_keys')
      return `${where}: ${issue.keys.map((key) => `"${key}"`).join(', ')} is not part of a redirect, which has only "from" and "to"`
    if (!isRecord(entry) || typeof field !== 'string')
      return `${where}: it must be { "from": "/old-address", "to": "/page" }`
    if (!(field in entry)) return `${where}: "${field}" is missing`
    return `${where}: "${field}" ${ADDRESS_RULE}`
  })
  return [...new Set(problems)]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
