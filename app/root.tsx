import fontUrl from '@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2?url'
import { type ReactNode, useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useRouteLoaderData } from 'react-router'
import { SiteFooter } from '#app/components/layout/site-footer.tsx'
import { SiteHeader } from '#app/components/layout/site-header.tsx'
import { ToasterIsland } from '#app/components/notifications/toaster-island.tsx'
import { ErrorView } from '#app/components/sections/error-view.tsx'
import { NotFoundView } from '#app/components/sections/not-found-view.tsx'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { IconSprite } from '#app/components/ui/icon-sprite.tsx'
import { LoadingIndicator } from '#app/components/ui/loading-indicator.tsx'
import { OrganizationJsonLd } from '#app/components/ui/organization-json-ld.tsx'
import { cn } from '#app/lib/cn.ts'
import { useCurrentPath } from '#app/lib/current-path.ts'
import { useScrollOnNavigate } from '#app/lib/use-scroll-on-navigate.ts'
import { certificationEntries } from '#content/certifications.ts'
import { errorViewWords, headerLabels } from '#content/chrome.ts'
import { contractVehicles } from '#content/contract-vehicles.ts'
import { leadership } from '#content/leadership.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/root'
import stylesheet from './app.css?url'

export const links: Route.LinksFunction = () => [
  // Preloaded so the brand font is ready for first paint (it is display: optional, so it never swaps late).
  { rel: 'preload', href: fontUrl, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

/** The footer's in-page links with no section to land on: an empty list leaves its section out. */
export function loader() {
  const sections: [string, readonly unknown[]][] = [
    [`${pagePaths.home}#contractvehicles`, contractVehicles],
    [`${pagePaths.home}#certification`, certificationEntries],
    [`${pagePaths.about}#leadership`, leadership],
  ]
  return { missing: sections.filter(([, list]) => list.length === 0).map(([href]) => href) }
}

export function Layout({ children }: { children: ReactNode }) {
  const pathname = useCurrentPath()
  const missing = useRouteLoaderData<typeof loader>('root')?.missing
  useScrollOnNavigate()
  useMarkHydrated()
  // The home hero runs under the transparent bar; every other page starts below it.
  const underBar = pathname !== pagePaths.home
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a1f44" />
        <Meta />
        <Links />
        <OrganizationJsonLd />
      </head>
      <body>
        <IconSprite />
        <a
          href="#main-content"
          className="sr-only z-[60] rounded-control bg-gold-400 px-4 py-3 font-semibold text-navy-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {headerLabels.skipToContent}
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className={cn('outline-none', underBar && 'pt-header')}>
          <HydrationSlice>{children}</HydrationSlice>
        </main>
        <SiteFooter missing={missing} />
        <ToasterIsland />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  return (
    <>
      <LoadingIndicator />
      <Outlet />
    </>
  )
}

/** Marks the document once React has taken over, so tests and tools know links are live. */
function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
}

/** Shown while the first route's code loads when a page was not prerendered. */
export function HydrateFallback() {
  return <LoadingIndicator forceVisible />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error)
  return <ErrorView message={message || errorViewWords.unknownError} />
}
