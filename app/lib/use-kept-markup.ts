import { type MouseEvent, type ReactNode, useState } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router'

/** What an element renders inside it, for `useKeptMarkup`; `key` changes when the content arrives. */
export type KeptMarkup =
  | { key: 'rendered'; props: { children: ReactNode } }
  | {
      key: 'kept'
      props: {
        dangerouslySetInnerHTML: { __html: string }
        suppressHydrationWarning: true
        onClick: (event: MouseEvent<HTMLElement>) => void
      }
    }

/**
 * Without `content`, the prerendered HTML at `selector` is kept as is, carrying no data and hydrating
 * nothing; one handler keeps its links client-side (decision 025).
 */
export function useKeptMarkup(selector: string, content: ReactNode | undefined): KeptMarkup {
  const navigate = useNavigate()
  // Read once, while the prerendered HTML is still untouched; the same string on every later render
  // means React never writes it back.
  const [markup] = useState(() =>
    content === undefined && typeof document !== 'undefined'
      ? (document.querySelector(selector)?.innerHTML ?? '')
      : '',
  )
  if (content !== undefined) return { key: 'rendered', props: { children: content } }
  return {
    key: 'kept',
    props: {
      dangerouslySetInnerHTML: { __html: markup },
      suppressHydrationWarning: true,
      onClick: (event) => followLinkInBrowser(event, navigate),
    },
  }
}

/** A plain left click on a same-site link in kept HTML navigates as <Link> does; others go to the browser. */
export function followLinkInBrowser(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
  if (link.hasAttribute('data-reload-document')) return
  if (link.origin !== window.location.origin) return
  event.preventDefault()
  const to = `${link.pathname}${link.search}${link.hash}`
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
  // <Link> replaces the history entry when the link points at the page already shown.
  navigate(to, { replace: to === here })
}
