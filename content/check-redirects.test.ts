import { describe, expect, it } from 'vitest'
import { findRedirectProblems, type SiteAddresses } from './check-redirects.ts'

const site: SiteAddresses = {
  pages: ['/', '/about', '/services/sap', '/services/oracle-financials'],
  served: ['/', '/about', '/services/sap', '/services/oracle-financials', '/search', '/404'],
}
const check = (...redirects: unknown[]) => findRedirectProblems({ redirects }, site)

describe('findRedirectProblems', () => {
  it('accepts no redirects, and redirects from old addresses straight to pages', () => {
    expect(check()).toEqual([])
    expect(
      check(
        { from: '/services/sap-erp', to: '/services/sap' },
        { from: '/services/oracle', to: '/services/oracle-financials' },
        { from: '/company', to: '/about' },
      ),
    ).toEqual([])
  })

  it('rejects a chain, naming the page the first redirect should point to instead', () => {
    expect(
      check(
        { from: '/services/old-sap', to: '/services/sap-erp' },
        { from: '/services/sap-erp', to: '/services/sap' },
      ),
    ).toEqual([
      'content/data/redirects.json, redirect 1 ("/services/old-sap"): it points to "/services/sap-erp", which is itself redirected (to "/services/sap"); point it straight to the page visitors should land on',
    ])
  })

  it('rejects a redirect to itself', () => {
    expect(check({ from: '/services/sap-erp', to: '/services/sap-erp' })).toEqual([
      'content/data/redirects.json, redirect 1 ("/services/sap-erp"): it points to itself',
    ])
  })

  it('rejects a loop, on each redirect in it', () => {
    expect(check({ from: '/a', to: '/b' }, { from: '/b', to: '/a' })).toEqual([
      'content/data/redirects.json, redirect 1 ("/a"): it leads back to itself ("/a" → "/b" → "/a"), so visitors would never arrive',
      'content/data/redirects.json, redirect 2 ("/b"): it leads back to itself ("/b" → "/a" → "/b"), so visitors would never arrive',
    ])
  })

  it('rejects a redirect to an address that is not a page of the site', () => {
    expect(
      check({ from: '/services/old-name', to: '/services/x' }, { from: '/find', to: '/search' }),
    ).toEqual([
      'content/data/redirects.json, redirect 1 ("/services/old-name"): it points to "/services/x", which is not a page of the site',
      'content/data/redirects.json, redirect 2 ("/find"): it points to "/search", which is not a page of the site',
    ])
  })

  it('rejects a redirect from a page of the site, which it would hide', () => {
    expect(check({ from: '/about', to: '/' }, { from: '/search', to: '/' })).toEqual([
      'content/data/redirects.json, redirect 1 ("/about"): "/about" is a page of the site, and the redirect would hide it; remove the redirect, or retire the page first',
      'content/data/redirects.json, redirect 2 ("/search"): "/search" is a page of the site, and the redirect would hide it; remove the redirect, or retire the page first',
    ])
  })

  it('rejects the same old address listed twice', () => {
    expect(
      check(
        { from: '/services/sap-erp', to: '/services/sap' },
        { from: '/company', to: '/about' },
        { from: '/services/sap-erp', to: '/services/oracle-financials' },
      ),
    ).toEqual([
      'content/data/redirects.json, redirect 3 ("/services/sap-erp"): redirect 1 already redirects "/services/sap-erp"; list each old address once',
    ])
  })

  it.each([
    ['a full URL', 'https://www.example.com/old'],
    ['a query', '/old?x=1'],
    ['a fragment', '/old#top'],
    ['a space', '/old page'],
    ['a final slash', '/old/'],
    ['no leading slash', 'old'],
  ])('rejects a "from" with %s, saying what an address looks like', (_case, from) => {
    expect(check({ from, to: '/about' })).toEqual([
      `content/data/redirects.json, redirect 1 ("${from}"): "from" must be an address on this site such as "/services/old-name": it starts with "/" and has no spaces, "?", "#", "%" or final "/"`,
    ])
  })

  it('names a missing or unknown field of a redirect', () => {
    expect(check({ from: '/old' }, { from: '/older', to: '/about', status: 302 })).toEqual([
      'content/data/redirects.json, redirect 1 ("/old"): "to" is missing',
      'content/data/redirects.json, redirect 2 ("/older"): "status" is not part of a redirect, which has only "from" and "to"',
    ])
  })

  it('explains the shape of the file when it holds no list of redirects', () => {
    expect(findRedirectProblems([{ from: '/old', to: '/about' }], site)).toEqual([
      'content/data/redirects.json: it must hold { "redirects": [ ... ] }, a list of { "from": "/old-address", "to": "/page" }',
    ])
  })
})
