import { expect, test } from '@playwright/test'
import { allServiceLinks } from '../../content/catalog.ts'
import { SEARCH_PATH } from '../../content/paths.ts'
import { EXPECTED_SITE_PATHS } from '../fixtures/spec-facts.ts'

/** Files the pages load rather than pages a visitor navigates to. */
const ASSET = /^\/assets\/|\.(?:js|css|svg|png|jpe?g|webp|avif|ico|woff2?|pdf|xml|txt|webmanifest|json)$/

function linksIn(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1] ?? '')
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/')
    .filter((href) => !ASSET.test(href))
}

function wordsInMain(html: string): number {
  const main = html.match(/<main\b[\s\S]*?<\/main>/)?.[0] ?? ''
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ')
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length
}

test('following links from / reaches every route and the search page, and never a missing page', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const seen = new Set<string>(['/'])
  const queue = ['/']
  const broken: string[] = []
  const words = new Map<string, number>()
  while (queue.length) {
    const batch = queue.splice(0, 8)
    await Promise.all(
      batch.map(async (path) => {
        const response = await request.get(path)
        if (response.status() !== 200) {
          broken.push(`${path} answered ${response.status()}`)
          return
        }
        const html = await response.text()
        words.set(path, wordsInMain(html))
        for (const link of linksIn(html)) {
          if (seen.has(link)) continue
          seen.add(link)
          queue.push(link)
        }
      }),
    )
  }
  expect(broken).toEqual([])
  expect(EXPECTED_SITE_PATHS.filter((path) => !seen.has(path))).toEqual([])
  // The search page is linked from every footer but is no page of the sitemap.
  expect(seen.has(SEARCH_PATH)).toBe(true)
  expect([...seen].filter((path) => path !== SEARCH_PATH && !EXPECTED_SITE_PATHS.includes(path))).toEqual([])

  // Every service page carries a substantial, readable amount of its own copy.
  const serviceWords = allServiceLinks.map((link) => [link.href, words.get(link.href) ?? 0] as const)
  const counts = serviceWords.map(([, count]) => count)
  console.log(`service page words in <main>: ${Math.min(...counts)}–${Math.max(...counts)}`)
  for (const [href, count] of serviceWords) {
    expect(count, href).toBeGreaterThanOrEqual(250)
    expect(count, href).toBeLessThanOrEqual(600)
  }
})
