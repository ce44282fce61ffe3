import { describe, expect, it } from 'vitest'
import publishedFile from './data/published-addresses.json' with { type: 'json' }
import redirectsFile from './data/redirects.json' with { type: 'json' }
import { findLostAddresses, recordAddresses } from './published-addresses.ts'
import { listSiteAddresses } from './redirects.ts'
import { listSitePaths } from './site-paths.ts'

const site = { pages: ['/about', '/services/oracle-epm'], served: ['/about', '/services/oracle-epm', '/404'] }
const ledger = { addresses: ['/about', '/services/oracle-hyperion'] }

describe('findLostAddresses', () => {
  it('names a published address that is neither a page nor redirected, and says what to do', () => {
    expect(findLostAddresses(ledger, site, { redirects: [] })).toEqual([
      'content/data/published-addresses.json: "/services/oracle-hyperion" was published and now leads nowhere: add a redirect from it to its new page in "Redirects from old addresses" (content/data/redirects.json), or put its old web address back',
    ])
  })

  it('accepts it once a redirect leads from it', () => {
    const redirects = { redirects: [{ from: '/services/oracle-hyperion', to: '/services/oracle-epm' }] }
    expect(findLostAddresses(ledger, site, redirects)).toEqual([])
  })

  it('says how the list must look when it is malformed', () => {
    expect(findLostAddresses({ addresses: ['about'] }, site, { redirects: [] })).toEqual([
      expect.stringContaining('it must hold { "addresses": [ ... ] }'),
    ])
  })
})

it('recordAddresses keeps the list sorted, once each', () => {
  expect(recordAddresses(ledger, ['/services/oracle-epm', '/about'])).toEqual({
    addresses: ['/about', '/services/oracle-epm', '/services/oracle-hyperion'],
  })
})

describe('content/data/published-addresses.json', () => {
  it('records every page of the site (after adding one, run node scripts/build-steps/content/record-published-addresses.ts)', () => {
    expect(listSitePaths().filter((path) => !publishedFile.addresses.includes(path))).toEqual([])
  })

  it('leads nowhere it should not: each address is a page or redirected', () => {
    expect(findLostAddresses(publishedFile, listSiteAddresses(), redirectsFile)).toEqual([])
  })
})
