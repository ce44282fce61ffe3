import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { Search, X } from '#app/components/ui/icons.tsx'
import { cn } from '#app/lib/cn.ts'
import { SEARCH_PATH } from '#content/paths.ts'
import { searchLabels } from '#content/search-labels.ts'
import type { SearchHit } from './search-engine.ts'
import { describeSearchStatus, SearchHitBody, useSiteSearch } from './search-results.tsx'

interface SearchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The header button: focus goes back to it when the dialog closes, however it was opened. */
  returnFocusTo: RefObject<HTMLElement | null>
  /** Typed-ahead text, taken as the dialog opens: read earlier, keys pressed before focus are lost. */
  takeTypedAhead?: () => string
}

/**
 * A native modal <dialog> (inert page, Escape, top layer) holding a WAI-ARIA combobox:
 * https://www.w3.org/WAI/ARIA/apg/patterns/combobox/
 * Not Radix Dialog: its scroll lock injects a <style> element, which the CSP (style-src 'self') refuses.
 */
export function SearchDialog({ open, onOpenChange, returnFocusTo, takeTypedAhead }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const { status, hits } = useSiteSearch(query)
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-results`
  const statusId = `${id}-status`
  const optionId = (index: number) => `${id}-option-${index}`
  const expanded = hits.length > 0
  const activeIndex = Math.min(active, Math.max(0, hits.length - 1))

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      const input = inputRef.current
      const typedAhead = takeTypedAhead?.() ?? ''
      if (typedAhead) {
        // In the box at once, not only at the next render: a key pressed before then adds to it.
        if (input) input.value = typedAhead
        setQuery(typedAhead)
      }
      dialog.showModal()
      input?.focus()
      input?.setSelectionRange(input.value.length, input.value.length)
    } else if (!open && dialog.open) dialog.close()
  }, [open, takeTypedAhead])

  useEffect(() => {
    if (expanded) document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' })
  })

  const openHit = (hit: SearchHit) => {
    onOpenChange(false)
    navigate(hit.id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // One Escape closes, whatever the box holds (the browser would first clear a search field).
    if (event.key === 'Escape') {
      event.preventDefault()
      onOpenChange(false)
      return
    }
    if (!expanded) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + hits.length) % hits.length)
    } else if (event.key === 'Enter') {
      const hit = hits[activeIndex]
      if (!hit) return
      event.preventDefault()
      openHit(hit)
    }
  }

  const trimmed = query.trim()
  const statusText = describeSearchStatus(status, hits.length, trimmed, searchLabels.prompt)

  return (
    // A click on the backdrop (the dialog element itself, outside its content) closes it, as Escape does.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the keyboard's way out, handled by the browser
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-title`}
      aria-describedby={statusId}
      onClose={() => {
        onOpenChange(false)
        returnFocusTo.current?.focus()
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false)
      }}
      className="m-0 mx-auto mt-3 max-h-[calc(100dvh-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl flex-col overflow-hidden rounded-card border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-navy-950/60 open:flex sm:mt-[10vh] sm:max-h-[80vh]"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {searchLabels.dialogTitle}
      </h2>
      <div className="flex items-center gap-2 border-b border-line py-2 pr-2 pl-4">
        <Search aria-hidden="true" className="size-5 shrink-0 text-navy-700" />
        <label htmlFor={`${id}-input`} className="sr-only">
          {searchLabels.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(activeIndex) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder={searchLabels.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          className="min-h-11 min-w-0 flex-1 rounded-control border border-transparent bg-transparent px-2 text-lg text-ink placeholder:text-muted"
        />
        <button
          type="button"
          aria-label={searchLabels.close}
          onClick={() => onOpenChange(false)}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-control border border-transparent text-navy-900 hover:bg-navy-50"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <p id={statusId} role="status" className="px-4 pt-3 pb-2 text-sm text-muted">
        {statusText}
      </p>
      {expanded && (
        // Options are never focused: focus stays in the search box, which points at the active one.
        <div
          id={listId}
          role="listbox"
          aria-label={searchLabels.resultsLabel}
          className="min-h-0 flex-1 overflow-y-auto px-2 pb-2"
        >
          {hits.map((hit, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the arrow keys and Enter in the search box work the list (aria-activedescendant)
            <div
              key={hit.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              onClick={() => openHit(hit)}
              onPointerMove={() => setActive(index)}
              className={cn(
                'cursor-pointer rounded-control border-2 border-transparent px-3 py-2.5',
                index === activeIndex && 'border-navy-600 bg-navy-50 forced-colors:border-[Highlight]',
              )}
            >
              <SearchHitBody hit={hit} />
            </div>
          ))}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-line px-4 py-2 text-sm text-muted">
        <p className="hidden gap-3 sm:flex">
          {searchLabels.keyHints.map((hint) => (
            <span key={hint.keys}>
              <kbd className="rounded border border-line px-1 font-sans text-xs">{hint.keys}</kbd>{' '}
              {hint.action}
            </span>
          ))}
        </p>
        <Link
          to={trimmed ? `${SEARCH_PATH}?q=${encodeURIComponent(trimmed)}` : SEARCH_PATH}
          onClick={() => onOpenChange(false)}
          className="inline-flex min-h-11 items-center font-semibold text-navy-700 underline underline-offset-4"
        >
          {searchLabels.seeAll}
        </Link>
      </div>
    </dialog>
  )
}
