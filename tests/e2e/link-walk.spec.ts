import { expect, test } from '@playwright/test'
import { allServiceLinks } from '../../content/catalog.ts'
import { SEARCH_PATH } from '../../content/paths.ts'
import { attributeOf, elementsOf, pageElements, textOf } from '../../server/html/parse-page.ts'
import { EXPECTED_SITE_PATHS } from '../fixtures/content-facts.ts'

/** Files the pages load rather than pages a visitor navigates to. */
const ASSET = /^\/assets\/|\.(?:js|css|svg|png|jpe?g|webp|avif|ico|woff2?|pdf|xml|txt|webmanifest|json)$/

function linksIn(html: string): string[] {
  const hrefs = pageElements(html)
    .filter((element) => element.tagName === 'a')
    .map((link) => attributeOf(link, 'href') ?? '')
  return hrefs
    .filter((href) => href.startsWith('/') && !href.startsWith('//'))
    .map((href) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1') || '/')
    .filter((href) => !ASSET.test(href))
}

function wordsInMain(html: string): number {
  const main = pageElements(html).find((element) => element.tagName === 'main')
  // Each element's own text separately, so the words of neighbouring elements never run together.
  const texts = (main ? [...elementsOf(main)] : [])
    .filter((element) => element.tagName !== 'script')
    .flatMap((element) => element.childNodes.map((node) => (node.nodeName === '#text' ? textOf(node) : '')))
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[A-Za-z0-9]/.test(word)).length
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
