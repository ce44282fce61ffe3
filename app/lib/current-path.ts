import { useLocation } from 'react-router'

/**
 * The path without a trailing slash. Prerendering requests "/about/", the browser shows "/about":
 * both must render the same markup, or hydration keeps the prerendered attributes.
 */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** The {slug} of a /services/{slug} page, category or service. */
export function serviceSlugOf(pathname: string): string {
  return normalizePath(pathname).replace(/^\/services\//, '')
}

export function useCurrentPath(): string {
  return normalizePath(useLocation().pathname)
}
