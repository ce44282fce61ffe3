import { useCallback, useEffect, useRef, useState } from 'react'
import { Search } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { deferredModule } from '#app/lib/deferred-module.ts'
import { SEARCH_PATH } from '#content/paths.ts'
import { searchButtonLabel, searchShortcutLabel } from '#content/search-button-labels.ts'
import { useSearchShortcut } from './use-search-shortcut.ts'

/** The dialog loads on pointer, focus or shortcut; the engine and index when the dialog first opens. */
const searchDialog = deferredModule(() => import('./search-dialog.tsx'))

interface SearchLauncherProps {
  /** Over the home hero the bar is transparent, so its text is light. */
  overHero: boolean
}

/** A link to the search page until hydration (and without JavaScript), then a button opening the dialog. */
export function SearchLauncher({ overHero }: SearchLauncherProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const dialog = searchDialog.useModule(open)
  useEffect(() => setEnhanced(true), [])
  const typedAhead = useTypeAhead(open && !dialog)

  const openSearch = useCallback(() => {
    searchDialog.preload()
    setOpen(true)
  }, [])
  useSearchShortcut(openSearch, enhanced)

  const className = cn(
    // The transparent-on-hero border shows in forced-colors mode too, where a background would not.
    'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-control border px-3 text-[0.95rem] font-semibold transition-colors',
    overHero ? 'border-white/40 text-white hover:bg-white/10' : 'border-line text-navy-900 hover:bg-navy-50',
  )
  const label = (
    <>
      <Search aria-hidden="true" className="size-4 shrink-0" />
      {/* Below 640 px and from 768 to 1279 px the bar has room for the icon only; the name stays. */}
      <span className="max-sm:sr-only md:max-xl:sr-only">{searchButtonLabel}</span>
      {/* The key is named to assistive technology by aria-keyshortcuts on the button. */}
      <span
        aria-hidden="true"
        className={cn(
          'hidden min-w-5 rounded border px-1 text-center font-sans text-xs leading-5 xl:inline-block',
          overHero ? 'border-white/50' : 'border-line text-muted',
        )}
      >
        {searchShortcutLabel}
      </span>
    </>
  )

  if (!enhanced) {
    return (
      <a href={SEARCH_PATH} className={className}>
        {label}
      </a>
    )
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={openSearch}
        onPointerEnter={searchDialog.preload}
        onFocus={searchDialog.preload}
        className={className}
      >
        {label}
      </button>
      {dialog && (
        <dialog.SearchDialog
          open={open}
          onOpenChange={setOpen}
          returnFocusTo={buttonRef}
          takeTypedAhead={typedAhead.take}
        />
      )}
    </>
  )
}

/**
 * Keeps keys typed while the dialog's code downloads, so the search box starts with them. The dialog takes
 * them in the same pass that removes this listener, so no key falls between the two.
 */
function useTypeAhead(waiting: boolean) {
  const typed = useRef('')
  useEffect(() => {
    if (!waiting) return
    typed.current = ''
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return
      if (event.key.length === 1) typed.current += event.key
      else if (event.key === 'Backspace') typed.current = typed.current.slice(0, -1)
      else return
      event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [waiting])
  const take = useCallback(() => {
    const text = typed.current
    typed.current = ''
    return text
  }, [])
  return { take }
}
