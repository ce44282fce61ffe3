import type { FastifyRequest } from 'fastify'

/** Sec-Fetch-Site is the fallback without Origin; a request with neither comes from a program and is judged on content. */
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

/** As a URL would write it (default port dropped), for comparing with an origin. */
export function normalizedHost(host: string, protocol = 'http:'): string {
  return URL.parse(`${protocol}//${host}`)?.host ?? host
}
