import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotFoundView } from '#app/components/sections/not-found-view.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { pages } from '#content/pages.ts'
import { NOT_FOUND_PATH } from '#content/paths.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () => buildMeta(pages.notFound.seo, NOT_FOUND_PATH, { noindex: true })

export default function NotFound() {
  const { pathname } = useLocation()
  useEffect(() => {
    // The specification asks for unknown routes to be reported in the console.
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return <NotFoundView />
}
