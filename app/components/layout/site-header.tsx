import { useState } from 'react'
import { Link } from 'react-router'
import { SearchLauncher } from '#app/components/search/search-launcher.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { cn } from '#app/lib/cn.ts'
import { useCurrentPath } from '#app/lib/current-path.ts'
import { headerLabels } from '#content/chrome.ts'
import { pagePaths } from '#content/paths.ts'
import { BrandLogo } from './brand-logo.tsx'
import { DesktopNav } from './desktop-nav.tsx'
import { MobileNav } from './mobile-nav.tsx'
import { NAV_TIMING } from './nav-timing.ts'
import { useScrolledPast } from './use-scrolled-past.ts'

/** Transparent over the home hero until scrolled. docs/decisions/026-header-fits-every-width.md */
export function SiteHeader() {
  const pathname = useCurrentPath()
  const scrolled = useScrolledPast(NAV_TIMING.solidAfterPx)
  const [mobileOpen, setMobileOpen] = useState(false)
  const overHero = pathname === pagePaths.home && !scrolled && !mobileOpen

  return (
    <header
      data-solid={overHero ? 'false' : 'true'}
      className={cn(
        'fixed inset-x-0 top-0 z-50 h-header transition-[background-color,box-shadow] duration-300',
        // Over the hero a soft navy scrim keeps the light text readable on any hero image.
        overHero
          ? 'bg-transparent bg-linear-to-b from-navy-950/85 to-navy-950/0'
          : 'bg-surface/95 shadow-[0_1px_0_var(--color-line)] backdrop-blur',
      )}
    >
      <Container className="relative flex h-full items-center justify-between gap-3">
        <Link to={pagePaths.home} className="shrink-0 rounded-control" aria-label={headerLabels.homeLink}>
          <BrandLogo tone={overHero ? 'light' : 'dark'} layout="header" />
        </Link>
        {/* Search sits beside the navigation, not in its lists; on phones, next to the menu toggle. */}
        <div className="flex h-full items-center gap-1 sm:gap-2 lg:gap-3">
          <DesktopNav overHero={overHero} />
          <SearchLauncher overHero={overHero} />
          <MobileNav overHero={overHero} open={mobileOpen} onOpenChange={setMobileOpen} />
        </div>
      </Container>
    </header>
  )
}
