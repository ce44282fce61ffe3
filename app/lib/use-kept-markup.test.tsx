// @vitest-environment happy-dom
import type { MouseEvent } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { LinkList } from '#app/components/ui/link-list.tsx'
import { followLinkInBrowser } from './use-kept-markup.ts'

/** Kept markup as the prerender wrote it: LinkList's HTML, no React on the client. */
function keptLinks() {
  const kept = document.createElement('div')
  kept.innerHTML = renderToStaticMarkup(
    <MemoryRouter>
      <LinkList
        links={[
          { name: 'Services', href: '/services' },
          { name: 'Leadership', href: '/about#leadership', reloadDocument: true },
        ]}
        linkClassName="link"
      />
    </MemoryRouter>,
  )
  document.body.replaceChildren(kept)
  return kept
}

function click(kept: HTMLElement, name: string) {
  const target = [...kept.querySelectorAll('a')].find((link) => link.textContent === name)
  const preventDefault = vi.fn()
  const navigate = vi.fn()
  const event = { defaultPrevented: false, button: 0, target, currentTarget: kept, preventDefault }
  followLinkInBrowser(event as unknown as MouseEvent<HTMLElement>, navigate)
  return { preventDefault, navigate }
}

describe('a click in kept markup', () => {
  it('moves to a same-site link in the app', () => {
    const { preventDefault, navigate } = click(keptLinks(), 'Services')
    expect(preventDefault).toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith('/services', { replace: false })
  })

  it('leaves a link that asks for a full page load to the browser', () => {
    const { preventDefault, navigate } = click(keptLinks(), 'Leadership')
    expect(preventDefault).not.toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})
