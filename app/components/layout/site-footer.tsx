import { useEffect, useRef } from 'react'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { useKeptMarkup } from '#app/lib/use-kept-markup.ts'
import { FOOTER_CLASS, FooterContent } from './footer-content.tsx'

type FooterProps = { missing?: readonly string[] }

/**
 * The footer is text and links: only the prerender renders its content, so the client build drops that
 * code and the browser keeps the prerendered HTML (`useKeptMarkup`, decision 025).
 */
export function SiteFooter({ missing }: FooterProps) {
  return (
    <HydrationSlice>
      <KeptFooter missing={missing} />
    </HydrationSlice>
  )
}

function KeptFooter({ missing }: FooterProps) {
  const footer = useRef<HTMLElement>(null)
  const kept = useKeptMarkup('body > footer', undefined)
  // Inside the slice, so it runs once the footer has hydrated and the ref is set.
  useEffect(() => {
    if (footer.current) showCurrentYear(footer.current)
  }, [])
  if (import.meta.env.SSR) return <FooterContent missing={missing} />
  return <footer ref={footer} className={FOOTER_CLASS} {...kept.props} />
}

/** The copyright year is the year the page is viewed in; the prerender wrote the build's. */
function showCurrentYear(footer: HTMLElement) {
  const year = footer.querySelector('[data-current-year]')
  if (year) year.textContent = String(new Date().getFullYear())
}
