import { Collapsible } from 'radix-ui'
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { ChevronDown } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { useCurrentPath } from '#app/lib/current-path.ts'
import { deferredModule } from '#app/lib/deferred-module.ts'
import { useWhenIdle } from '#app/lib/use-when-idle.ts'
import { headerLabels } from '#content/chrome.ts'
import { capabilityItem, type NavItem, type NavMenuId, navItems } from './nav-items.ts'
import { SolutionsMenu } from './solutions-menu.tsx'
import { useHoverMenu } from './use-hover-menu.ts'

/** Fetched when idle or on pointer or focus intent; narrow screens hide this bar and fetch nothing. */
const megaMenu = deferredModule(() => import('./services-mega-menu.tsx'))

interface DesktopNavProps {
  /** Over the home hero the bar is transparent, so its text is light. */
  overHero: boolean
}

/** WAI-ARIA disclosure navigation: each menu has its overview link and a separate toggle button. */
export function DesktopNav({ overHero }: DesktopNavProps) {
  const pathname = useCurrentPath()
  const { openMenu, setMenu, onPointerEnter, onPointerLeave } = useHoverMenu<NavMenuId>()
  const mega = megaMenu.useModule(openMenu === 'services')
  const navRef = useRef<HTMLElement>(null)
  const preloadWhereShown = useCallback(() => {
    if (navRef.current && getComputedStyle(navRef.current).display !== 'none') megaMenu.preload()
  }, [])
  useWhenIdle(preloadWhereShown)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => setMenu(null), [pathname, setMenu])

  return (
    <nav ref={navRef} aria-label={headerLabels.mainNav} className="hidden h-full items-center md:flex">
      <ul className="flex h-full items-center xl:gap-2">
        {navItems.map((item) =>
          item.menu ? (
            <MenuItem
              key={item.href}
              item={item}
              menu={item.menu}
              overHero={overHero}
              current={item.matches(pathname)}
              open={openMenu === item.menu}
              onOpenChange={(open) => setMenu(open ? (item.menu ?? null) : null)}
              onPointerEnter={onPointerEnter(item.menu)}
              onIntent={item.menu === 'services' ? megaMenu.preload : undefined}
              onPointerLeave={onPointerLeave}
            >
              {item.menu === 'services' ? mega && <mega.ServicesMegaMenu /> : <SolutionsMenu />}
            </MenuItem>
          ) : (
            <li key={item.href} className="flex h-full items-center">
              <TopLink item={item} current={item.matches(pathname)} overHero={overHero} />
            </li>
          ),
        )}
      </ul>
      <Link
        to={capabilityItem.href}
        aria-current={capabilityItem.matches(pathname) ? 'page' : undefined}
        className={cn(
          'ml-2 inline-flex min-h-11 items-center whitespace-nowrap rounded-control px-3 text-sm font-semibold transition-colors lg:ml-4 xl:ml-6 xl:px-4',
          'bg-gold-400 text-navy-950 hover:bg-gold-300 aria-[current=page]:ring-2 aria-[current=page]:ring-navy-900/40',
          'forced-colors:border-2',
        )}
      >
        {capabilityItem.label}
      </Link>
    </nav>
  )
}

/** `beforeToggle`: the link of a menu item, whose toggle sits close on its right. */
function topLinkClass(current: boolean, overHero: boolean, beforeToggle = false) {
  return cn(
    // Below 1280 px the bar is tighter, so every item fits on one line from the 768 px breakpoint up.
    'relative inline-flex min-h-11 items-center whitespace-nowrap rounded-control text-sm font-semibold transition-colors xl:text-[0.95rem]',
    beforeToggle ? 'pr-1 pl-2 xl:pl-3' : 'px-2 xl:px-3',
    overHero ? 'hover:bg-white/10' : 'hover:bg-navy-50',
    current ? (overHero ? 'text-gold-300' : 'text-navy-700') : overHero ? 'text-white' : 'text-navy-900',
    // The current item is underlined as well as colored, so it does not rely on color alone.
    current &&
      'after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:rounded after:bg-gold-400 xl:after:inset-x-3',
    // Forced colors would paint the bar in the page's background color; keep it in the text color.
    current && 'forced-colors:after:bg-[CanvasText] forced-colors:after:forced-color-adjust-none',
  )
}

function TopLink({ item, current, overHero }: { item: NavItem; current: boolean; overHero: boolean }) {
  return (
    <Link
      to={item.href}
      aria-current={current ? 'page' : undefined}
      className={topLinkClass(current, overHero)}
    >
      {item.label}
    </Link>
  )
}

interface MenuItemProps {
  item: NavItem
  menu: NavMenuId
  overHero: boolean
  current: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
  onPointerEnter: (event: React.PointerEvent) => void
  onPointerLeave: (event: React.PointerEvent) => void
  onIntent?: () => void
  children: ReactNode
}

function MenuItem({
  item,
  menu,
  overHero,
  current,
  open,
  onOpenChange,
  onPointerEnter,
  onPointerLeave,
  onIntent,
  children,
}: MenuItemProps) {
  const itemRef = useRef<HTMLLIElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) onOpenChange(false)
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer)
  }, [open, onOpenChange])

  // Escape closes a hover-opened menu without moving the pointer (WCAG 1.4.13); only a new pointerenter
  // reopens it. Focus goes back to the toggle only when it was inside the menu's item.
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusWasInside = itemRef.current?.contains(document.activeElement) ?? false
      onOpenChange(false)
      if (focusWasInside) toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open, onOpenChange])

  // Tabbing to something outside the menu closes it, so an open panel never hides what has focus.
  // (A click on the panel's background blurs to nothing; that must not close it.)
  const closeWhenFocusLeaves = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null
    if (open && next && !itemRef.current?.contains(next)) onOpenChange(false)
  }

  return (
    <li
      ref={itemRef}
      className="flex h-full items-center"
      onPointerEnter={(event) => {
        onIntent?.()
        onPointerEnter(event)
      }}
      onPointerLeave={onPointerLeave}
      onFocus={onIntent}
      onBlur={closeWhenFocusLeaves}
    >
      <Collapsible.Root open={open} onOpenChange={onOpenChange} className="flex h-full items-center">
        <Link
          to={item.href}
          aria-current={current ? 'page' : undefined}
          className={topLinkClass(current, overHero, true)}
        >
          {item.label}
        </Link>
        <Collapsible.Trigger
          ref={toggleRef}
          aria-label={`${item.label} ${headerLabels.menuSuffix}`}
          data-menu-toggle={menu}
          className={cn(
            // The transparent border shows as a ring in forced-colors mode, where an icon alone has no edge.
            'inline-flex size-7 items-center justify-center rounded-control border border-transparent transition-colors xl:size-8',
            overHero ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-navy-50',
          )}
        >
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform duration-200', open && 'rotate-180')}
          />
        </Collapsible.Trigger>
        <Collapsible.Content
          className="absolute inset-x-0 top-full z-40 px-4 pt-2 sm:px-6 lg:px-8"
          aria-label={`${item.label} ${headerLabels.menuSuffix}`}
          role="region"
        >
          {children}
        </Collapsible.Content>
      </Collapsible.Root>
    </li>
  )
}
