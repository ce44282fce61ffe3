import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attributeOf, pageElements, textOf } from '../html/parse-page.ts'
import { INLINE_HASHES_FILE } from '../http/security-headers.ts'
import { loadProblemPages, type ProblemPages } from './problem-page.ts'

/** A not-found page as the build writes it, with its attributes in an order and quoting of its own. */
const SHELL = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>',
  '<title>Page Not Found | GlobalTekForce</title>',
  "<meta content='Nothing lives at this address.' name=description>",
  '<link href="/assets/root-1.js" rel="modulepreload"/><link rel="stylesheet" href="/assets/app.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '</head><body><header>Site header</header>',
  '<nav><a href="/">Home</a> <a class=nav href=/about>About</a></nav>',
  '<main id="main-content"><h1>Page not found</h1></main>',
  '<footer style="color:red">Site footer</footer><aside><a href="https://www.linkedin.com/x">LinkedIn</a></aside>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script async type=module>import("/assets/entry.client-2.js");</script>',
  '</body></html>',
].join('')

let dir: string
let pages: ProblemPages

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'problem-page-'))
  await writeFile(join(dir, '404.html'), SHELL)
  await writeFile(join(dir, INLINE_HASHES_FILE), JSON.stringify({ files: {} }))
  pages = await loadProblemPages(dir)
})

afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('problem page', () => {
  const content = {
    title: 'Check the form',
    intro: 'Two fields need a look.',
    problems: ['Email: Enter a valid email address'],
    backHref: '/contact',
  }

  it("keeps the not-found page's header, footer, styles and structured data, and replaces its main and title", () => {
    const elements = pageElements(pages.render(content))
    const text = (tag: string) => elements.filter((e) => e.tagName === tag).map(textOf)
    expect(text('header')).toEqual(['Site header'])
    expect(text('footer')).toEqual(['Site footer'])
    expect(text('title')).toEqual(['Check the form | GlobalTekForce'])
    expect(text('h1')).toEqual(['Check the form'])
    expect(text('li')).toEqual(['Email: Enter a valid email address'])
    expect(elements.filter((e) => e.tagName === 'main')).toHaveLength(1)
    expect(elements.some((e) => attributeOf(e, 'rel') === 'stylesheet')).toBe(true)
    expect(elements.filter((e) => e.tagName === 'script').map((e) => attributeOf(e, 'type'))).toEqual([
      'application/ld+json',
    ])
  })

  it('leaves out what would hydrate it or describe the not-found page, however it is written', () => {
    const html = pages.render(content)
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('__reactRouterContext')
    expect(html).not.toContain('entry.client')
    expect(html).not.toContain('Nothing lives at this address.')
  })

  it('leads every link of its shell to the pages origin when the form was on another origin, and only then', () => {
    const hrefs = (html: string) =>
      pageElements(html)
        .filter((element) => element.tagName === 'a')
        .map((element) => attributeOf(element, 'href'))
    const pagesOrigin = 'https://www.example.gov'
    expect(
      hrefs(pages.render({ ...content, backHref: `${pagesOrigin}/contact`, linkOrigin: pagesOrigin })),
    ).toEqual([
      `${pagesOrigin}/`,
      `${pagesOrigin}/about`,
      `${pagesOrigin}/contact`,
      'https://www.linkedin.com/x',
    ])
    expect(hrefs(pages.render(content))).toEqual(['/', '/about', '/contact', 'https://www.linkedin.com/x'])
    const elements = pageElements(pages.render({ ...content, linkOrigin: pagesOrigin }))
    expect(elements.find((element) => attributeOf(element, 'rel') === 'stylesheet')?.attrs).toContainEqual({
      name: 'href',
      value: '/assets/app.css',
    })
  })
})
