import { findRedirectProblems, type SiteAddresses } from './check-redirects.ts'
import redirectsFile from './data/redirects.json' with { type: 'json' }
import { type Redirect, RedirectsFileSchema } from './redirects-schema.ts'
import { listPrerenderedPaths, listSitePaths } from './site-paths.ts'

/** The addresses the redirect rules check against: the sitemap's pages and everything prerendered. */
export function listSiteAddresses(): SiteAddresses {
  return { pages: listSitePaths(), served: listPrerenderedPaths() }
}

/** The permanent redirects of content/data/redirects.json (or `source`); throws listing every broken rule. */
export function listRedirects(source: unknown = redirectsFile): Redirect[] {
  const problems = findRedirectProblems(source, listSiteAddresses())
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return RedirectsFileSchema.parse(source).redirects
}
