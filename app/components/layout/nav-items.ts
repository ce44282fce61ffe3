import { navLabels } from '#content/chrome.ts'
import { pagePaths } from '#content/paths.ts'

export type NavMenuId = 'services' | 'solutions'

export interface NavItem {
  label: string
  href: string
  /** Paths that belong to this item, so it stays highlighted on their pages. */
  matches: (pathname: string) => boolean
  menu?: NavMenuId
}

const exactly = (path: string) => (pathname: string) => pathname === path

/** The bar's items in order; the Corporate Capability link sits apart as a call to action. */
export const navItems: readonly NavItem[] = [
  { label: navLabels.home, href: pagePaths.home, matches: exactly(pagePaths.home) },
  { label: navLabels.about, href: pagePaths.about, matches: exactly(pagePaths.about) },
  {
    label: navLabels.services,
    href: pagePaths.services,
    menu: 'services',
    matches: (pathname) => pathname.startsWith(pagePaths.services) || pathname === pagePaths.cybersecurity,
  },
  {
    label: navLabels.solutions,
    href: pagePaths.solutions,
    menu: 'solutions',
    matches: (pathname) => pathname.startsWith(pagePaths.solutions),
  },
  { label: navLabels.contact, href: pagePaths.contact, matches: exactly(pagePaths.contact) },
]

export const capabilityItem: NavItem = {
  label: navLabels.corporateCapability,
  href: pagePaths.corporateCapability,
  matches: exactly(pagePaths.corporateCapability),
}
