import { describe, expect, it } from 'vitest'
import { LAUNCH_ADDRESSES } from '../tests/fixtures/launch-addresses.ts'
import { listRedirects } from './redirects.ts'
import { listSitePaths } from './site-paths.ts'

/** Where an address leads: itself when it is a page, a redirect's page, or nowhere. */
function destinationOf(
  address: string,
  pages: readonly string[],
  redirects: readonly { from: string; to: string }[],
): string | undefined {
  if (pages.includes(address)) return address
  const to = redirects.find((redirect) => redirect.from === address)?.to
  return to && pages.includes(to) ? to : undefined
}

describe('the addresses published at launch', () => {
  it('each still lead to a page: its own, or one a permanent redirect names', () => {
    const pages = listSitePaths()
    const redirects = listRedirects()
    expect(LAUNCH_ADDRESSES.filter((address) => !destinationOf(address, pages, redirects))).toEqual([])
  })

  it('include the site’s fixed pages and are more than a handful', () => {
    expect(LAUNCH_ADDRESSES).toEqual(expect.arrayContaining(['/', '/about', '/services', '/contact']))
    expect(LAUNCH_ADDRESSES.length).toBeGreaterThan(50)
  })

  it('count a retired address as kept only while its redirect leads to a page', () => {
    const pages = ['/services/sap-s4']
    expect(destinationOf('/services/sap', pages, [{ from: '/services/sap', to: '/services/sap-s4' }])).toBe(
      '/services/sap-s4',
    )
    expect(destinationOf('/services/sap', pages, [])).toBeUndefined()
    expect(destinationOf('/services/sap', pages, [{ from: '/services/sap', to: '/nowhere' }])).toBeUndefined()
  })
})
