/** Run after adding a page: records every page of the site in content/data/published-addresses.json. */
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { PUBLISHED_ADDRESSES_FILE, recordAddresses } from '../../../content/published-addresses.ts'
import { listSitePaths } from '../../../content/site-paths.ts'

const file = resolve(import.meta.dirname, '../../..', PUBLISHED_ADDRESSES_FILE)
const published = JSON.parse(readFileSync(file, 'utf8'))
const recorded = recordAddresses(published, listSitePaths())
writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`)
console.log(`${PUBLISHED_ADDRESSES_FILE}: ${recorded.addresses.length} addresses`)
