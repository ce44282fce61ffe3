import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { firstLoadScripts, htmlFileFor } from '../../scripts/perf/first-load.ts'
import { CLIENT_DIR } from '../support/built-site.ts'
import { pagePaths, waitForHydration } from './support.ts'

/**
 * Scripts start after first paint, all at once: on a slow link no module may wait for its importer to
 * arrive, so with every response a round trip late, all are requested within one round trip of the first.
 */
const ROUND_TRIP_MS = 400

for (const path of [pagePaths.home, pagePaths.about, '/services/oracle-financials']) {
  test(`${path}: every script the page hydrates with is requested in the same round trip`, async ({
    page,
  }) => {
    const html = await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')
    const needed = (await firstLoadScripts(CLIENT_DIR, html)).map((script) => script.path)
    // The reading must see the framework, the entry and more, or the check below proves nothing.
    expect(needed.some((script) => script.includes('/framework-'))).toBe(true)
    expect(needed.some((script) => script.includes('/entry.client-'))).toBe(true)
    expect(needed.length).toBeGreaterThan(4)

    const session = await page.context().newCDPSession(page)
    await session.send('Network.enable')
    await session.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: ROUND_TRIP_MS,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    const requestedAt = new Map<string, number>()
    page.on('request', (request) => {
      const script = new URL(request.url()).pathname
      if (needed.includes(script) && !requestedAt.has(script)) requestedAt.set(script, Date.now())
    })
    await page.goto(path)
    await waitForHydration(page)

    expect([...requestedAt.keys()].sort()).toEqual([...needed].sort())
    const first = Math.min(...requestedAt.values())
    const offsets = [...requestedAt].map(([script, at]) => `${script} +${at - first} ms`)
    expect(Math.max(...requestedAt.values()) - first, offsets.join(', ')).toBeLessThan(ROUND_TRIP_MS)
  })
}
