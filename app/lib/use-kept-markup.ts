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
 * The inside of an element whose content never changes on the client. With `content` (the prerender,
 * or a page reached by a link) the element renders it. Without it (the first load hydrating a page
 * whose HTML already shows that content) the element keeps its prerendered HTML exactly as it is: React
 * does not render it again, so the page carries no data for it, and nothing in it hydrates. Its links
 * still move between pages in the browser, as a rendered link does, through one handler on the element.
 * `selector` finds the element in the prerendered document (docs/decisions/025-static-sections-keep-their-html.md).
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

/**
 * A click on a link inside kept HTML, handled as React Router's <Link> handles its own: a plain
 * left click on a link to this site navigates in the browser; a click with a modifier key, on a link
 * that opens elsewhere or downloads, or already handled, is left to the browser.
 */
export function followLinkInBrowser(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
  if (link.origin !== window.location.origin) return
  event.preventDefault()
  const to = `${link.pathname}${link.search}${link.hash}`
  const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
  // <Link> replaces the history entry when the link points at the page already shown.
  navigate(to, { replace: to === here })
}
