/** The build-time PUBLIC_API_ORIGIN: where the pages send enquiries when the API is on another origin. */
export const API_ORIGIN_SETTING = 'PUBLIC_API_ORIGIN'

/** Plain HTTP reaches only the visitor's own machine on these, so it cannot carry enquiries across a network. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * An https origin (scheme, host, optional port; no path, query, fragment or credentials). http is accepted
 * for a loopback host only, for a site and API run side by side on one computer.
 */
export function parseApiOrigin(raw: string): string | { error: string } {
  const text = raw.trim()
  const url = URL.parse(text)
  const problem = `${API_ORIGIN_SETTING} must be an https origin such as https://api.example.gov (no path)`
  if (!url || url.origin === 'null' || url.origin !== text.replace(/\/$/, '').toLowerCase())
    return { error: `${problem}: ${raw}` }
  if (url.protocol === 'https:') return url.origin
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.origin
  return { error: `${problem}; http:// only for localhost, 127.0.0.1 or [::1]: ${raw}` }
}

/** '' (the pages' own origin) when unset; throws on a value that is not an allowed origin. */
export function readApiOrigin(env: Record<string, string | undefined> = process.env): string {
  const raw = env[API_ORIGIN_SETTING]
  if (raw === undefined || raw.trim() === '') return ''
  const parsed = parseApiOrigin(raw)
  if (typeof parsed !== 'string') throw new Error(parsed.error)
  return parsed
}
