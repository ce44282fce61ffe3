import type { FastifyRequest } from 'fastify'

/**
 * True when a browser says the request comes from a page of another site and that site is not listed.
 * Browsers send Origin with every POST; Sec-Fetch-Site is the fallback when Origin is absent. A request
 * with neither comes from a program, not a page a visitor was lured to, and is judged on its content.
 */
export function isCrossSitePost(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin
  if (typeof origin === 'string') {
    if (allowedOrigins.includes(origin)) return false
    const url = URL.parse(origin)
    // "null" (a sandboxed frame, a file, a redirect across sites) names no site: refused.
    return !url || url.host !== normalizedHost(request.host, url.protocol)
  }
  const fetchSite = request.headers['sec-fetch-site']
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none'
  return false
}

/** The Host header as a URL would write it (a default port dropped), for comparing with an origin. */
export function normalizedHost(host: string, protocol = 'http:'): string {
  return URL.parse(`${protocol}//${host}`)?.host ?? host
}
