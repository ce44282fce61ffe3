import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotFoundView } from '#app/components/sections/not-found-view.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { notFoundPage } from '#content/not-found-page.ts'
import type { Route } from './+types/not-found'

// Served at every unknown URL: no address of its own (no canonical link), and kept out of search results.
export const meta: Route.MetaFunction = () => buildMeta(notFoundPage.seo, null, { noindex: true })

export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Unknown routes are required to be reported in the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return <NotFoundView />
}
