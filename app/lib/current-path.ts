import { useLocation } from 'react-router'

/** Prerendering requests "/about/", the browser shows "/about": both must render the same markup. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function serviceSlugOf(pathname: string): string {
  return normalizePath(pathname).replace(/^\/services\//, '')
}

export function useCurrentPath(): string {
  return normalizePath(useLocation().pathname)
}
