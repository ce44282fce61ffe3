import { Collapsible } from 'radix-ui'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { Menu, X } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { useCurrentPath } from '#app/lib/current-path.ts'
import { deferredModule } from '#app/lib/deferred-module.ts'
import { headerLabels } from '#content/chrome.ts'

/** The open menu's code: fetched when a visitor reaches for the toggle, before the tap lands. */
const panel = deferredModule(() => import('./mobile-nav-panel.tsx'))

interface MobileNavProps {
  overHero: boolean
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** Below 768 px: a toggle opens the menu; Services and Solutions are single-open accordions. */
export function MobileNav({ overHero, open, onOpenChange }: MobileNavProps) {
  const pathname = useCurrentPath()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const loaded = panel.useModule(open)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => onOpenChange(false), [pathname])

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    onOpenChange(false)
    toggleRef.current?.focus()
  }

  const close = () => onOpenChange(false)

  return (
    <Collapsible.Root open={open} onOpenChange={onOpenChange} className="md:hidden" onKeyDown={closeOnEscape}>
      <Collapsible.Trigger
        ref={toggleRef}
        aria-label={open ? headerLabels.closeMenu : headerLabels.openMenu}
        onPointerEnter={panel.preload}
        onPointerDown={panel.preload}
        onFocus={panel.preload}
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-control border border-transparent transition-colors',
          overHero ? 'text-white hover:bg-white/10' : 'text-navy-900 hover:bg-navy-50',
        )}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </Collapsible.Trigger>
      <Collapsible.Content className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-line bg-surface pb-6 shadow-xl">
        {loaded && <loaded.MobileNavPanel onNavigate={close} />}
      </Collapsible.Content>
    </Collapsible.Root>
  )
}
