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
  { label: 'Home', href: pagePaths.home, matches: exactly(pagePaths.home) },
  { label: 'About', href: pagePaths.about, matches: exactly(pagePaths.about) },
  {
    label: 'Services',
    href: pagePaths.services,
    menu: 'services',
    matches: (pathname) => pathname.startsWith(pagePaths.services) || pathname === pagePaths.cybersecurity,
  },
  {
    label: 'Solutions',
    href: pagePaths.solutions,
    menu: 'solutions',
    matches: (pathname) => pathname.startsWith(pagePaths.solutions),
  },
  { label: 'Contact', href: pagePaths.contact, matches: exactly(pagePaths.contact) },
]

export const capabilityItem: NavItem = {
  label: 'Corporate Capability',
  href: pagePaths.corporateCapability,
  matches: exactly(pagePaths.corporateCapability),
}
