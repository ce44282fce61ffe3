import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { firstLoadScripts, htmlFileFor } from '../../scripts/bench/perf/first-load.ts'
import { CLIENT_DIR } from '../support/built-site.ts'
import { pagePaths, waitForHydration } from './support.ts'

// Scripts are held unanswered until the page has requested all it needs, so a module only found in another's
// code (a chained round trip) fails the wait.
for (const path of [pagePaths.home, pagePaths.about, '/services/oracle-financials']) {
  test(`${path}: every script the page hydrates with is requested before any has arrived`, async ({
    page,
  }) => {
    const html = await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')
    const needed = (await firstLoadScripts(CLIENT_DIR, html)).map((script) => script.path)
    // The reading must see the framework, the entry and more, or the check below proves nothing.
    expect(needed.some((script) => script.includes('/framework-'))).toBe(true)
    expect(needed.some((script) => script.includes('/entry.client-'))).toBe(true)
    expect(needed.length).toBeGreaterThan(4)

    const requested = new Set<string>()
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/*.js', async (route) => {
      const script = new URL(route.request().url()).pathname
      if (needed.includes(script)) {
        requested.add(script)
        await held
      }
      await route.continue()
    })
    await page.goto(path, { waitUntil: 'commit' })
    await expect.poll(() => [...requested].sort()).toEqual([...needed].sort())
    release()
    await waitForHydration(page)
  })
}
