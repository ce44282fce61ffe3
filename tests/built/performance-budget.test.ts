import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseAst } from 'vite'
import { describe, expect, it, vi } from 'vitest'
import { serviceCategories } from '../../content/catalog.ts'
import {
  BUDGET_PAGES,
  FIRST_LOAD_JS_GZIP_BYTES,
  FIRST_LOAD_SCRIPT_FILES,
  RENDER_BLOCKING_CSS,
} from '../../scripts/bench/perf/budget.ts'
import {
  firstLoadScripts,
  htmlFileFor,
  renderBlockingStyles,
  totalBytes,
} from '../../scripts/bench/perf/first-load.ts'
import { COMPILE_ON_LOAD_HINT } from '../../scripts/build-steps/bundle/chunk-rules.ts'
import { dynamicImportsOf } from '../../scripts/build-steps/html/parse-script.ts'
import {
  attributeOf,
  elementsOf,
  type PageElement,
  pageElements,
  textOf,
  tokensOf,
} from '../../server/html/parse-page.ts'
import { builtHtmlFiles, CLIENT_DIR, readBuiltFile } from '../support/built-site.ts'
import { BUILT_SITE_TIMEOUTS } from './built-site.ts'

vi.setConfig(BUILT_SITE_TIMEOUTS)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const describeElement = (element: PageElement) =>
  `<${element.tagName} ${element.attrs.map((attr) => `${attr.name}="${attr.value}"`).join(' ')}>`.slice(
    0,
    160,
  )
const isLink = (element: PageElement, rel: string) =>
  element.tagName === 'link' && tokensOf(element, 'rel').includes(rel)

describe('performance budget (docs/decisions/012-performance-budget.md)', () => {
  it.each(BUDGET_PAGES)(
    `%s loads at most ${kb(FIRST_LOAD_JS_GZIP_BYTES)} of script (gzip) in at most ${FIRST_LOAD_SCRIPT_FILES} files before it is interactive`,
    async (path) => {
      const html = await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')
      const scripts = await firstLoadScripts(CLIENT_DIR, html)
      const total = totalBytes(scripts)
      const breakdown = scripts.map((script) => `${script.path} ${kb(script.gzipBytes)}`).join(', ')
      expect(total, `${path}: ${kb(total)} = ${breakdown}`).toBeLessThanOrEqual(FIRST_LOAD_JS_GZIP_BYTES)
      expect(scripts.length, `${path}: ${breakdown}`).toBeLessThanOrEqual(FIRST_LOAD_SCRIPT_FILES)
      // The measurement must see the framework, the entry and the page's module, or it proves nothing.
      expect(scripts.some((script) => script.path.includes('/framework-'))).toBe(true)
      expect(scripts.some((script) => script.path.includes('/entry.client-'))).toBe(true)
      expect(scripts.length).toBeGreaterThan(3)
    },
  )

  // Markers minification keeps: a column name only the description holds, a service name only the catalog.
  const firstService = serviceCategories[0]?.services[0]?.name ?? 'no service'
  it.each([
    ["the enquiry fields' description (loaded with the validation)", /["'`]first_name["'`]/],
    [
      'the service catalog (loaded with the menus)',
      new RegExp(firstService.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    ],
  ])("%s is not on any budget page's first load", async (_what, marker) => {
    const onFirstLoad: string[] = []
    for (const path of BUDGET_PAGES) {
      const html = await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')
      for (const script of await firstLoadScripts(CLIENT_DIR, html)) {
        if (marker.test(await readBuiltFile(script.path))) onFirstLoad.push(`${path}: ${script.path}`)
      }
    }
    expect(onFirstLoad).toEqual([])
    const assets = (await readdir(join(CLIENT_DIR, 'assets'))).filter((name) => name.endsWith('.js'))
    const carriers: string[] = []
    for (const file of assets) {
      if (marker.test(await readBuiltFile(join('assets', file)))) carriers.push(file)
    }
    expect(
      carriers.length,
      'the marker must be found somewhere, or the check proves nothing',
    ).toBeGreaterThan(0)
  })

  it("the company's structured data is in each budget page's head and in no script: the browser keeps it", async () => {
    const marker = /PostalAddress/
    for (const path of BUDGET_PAGES) {
      const head = (await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')).split('</head>')[0] ?? ''
      expect(head, `${path}: the Organization block, or the check proves nothing`).toMatch(marker)
    }
    const assets = (await readdir(join(CLIENT_DIR, 'assets'))).filter((name) => name.endsWith('.js'))
    const carriers: string[] = []
    for (const file of assets) {
      if (marker.test(await readBuiltFile(join('assets', file)))) carriers.push(file)
    }
    expect(carriers).toEqual([])
  })

  it('every page blocks its first paint on one small stylesheet and no script', async () => {
    const problems: string[] = []
    for (const file of await builtHtmlFiles()) {
      const html = await readBuiltFile(file)
      const styles = await renderBlockingStyles(CLIENT_DIR, html)
      if (styles.length > RENDER_BLOCKING_CSS.maxFiles)
        problems.push(`${file}: ${styles.length} render-blocking stylesheets`)
      for (const style of styles)
        if (style.gzipBytes > RENDER_BLOCKING_CSS.maxGzipBytes)
          problems.push(`${file}: ${style.path} is ${kb(style.gzipBytes)}`)
      for (const script of pageElements(html).filter((element) => element.tagName === 'script')) {
        const runsLater = ['async', 'defer'].some((name) => attributeOf(script, name) !== undefined)
        if (
          attributeOf(script, 'src') !== undefined &&
          !runsLater &&
          attributeOf(script, 'type') !== 'module'
        )
          problems.push(`${file}: parser-blocking ${describeElement(script)}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('every image on every page has its width and height, so nothing shifts as it loads', async () => {
    const missing: string[] = []
    let images = 0
    for (const file of await builtHtmlFiles()) {
      for (const img of pageElements(await readBuiltFile(file)).filter(
        (element) => element.tagName === 'img',
      )) {
        images += 1
        const width = Number(attributeOf(img, 'width'))
        const height = Number(attributeOf(img, 'height'))
        if (!(width > 0 && height > 0)) missing.push(`${file}: ${describeElement(img)}`)
      }
    }
    expect(missing).toEqual([])
    // The home hero alone renders three slides; a scan that finds none has read nothing.
    expect(images).toBeGreaterThanOrEqual(3)
  })

  it("the home page's largest image is preloaded with high priority and not lazy", async () => {
    const elements = pageElements(await readFile(htmlFileFor(CLIENT_DIR, '/'), 'utf8'))
    const imgs = elements
      .filter((element) => element.tagName === 'picture')
      .map((picture) => {
        const inside = [...elementsOf(picture)]
        const img = inside.find((element) => element.tagName === 'img')
        const avif = inside.find(
          (element) => element.tagName === 'source' && attributeOf(element, 'type') === 'image/avif',
        )
        const area = Number(img && attributeOf(img, 'width')) * Number(img && attributeOf(img, 'height'))
        return { img, avifSrcSet: avif && attributeOf(avif, 'srcset'), area }
      })
    const largest = imgs.sort((a, b) => b.area - a.area)[0]
    expect(largest?.img, 'the home page shows images').toBeDefined()
    const img = largest?.img as PageElement
    expect(attributeOf(img, 'loading')).not.toBe('lazy')
    expect(attributeOf(img, 'fetchpriority')).toBe('high')
    const preloads = elements.filter(
      (element) => isLink(element, 'preload') && attributeOf(element, 'as') === 'image',
    )
    expect(preloads.map((link) => attributeOf(link, 'imagesrcset'))).toContain(largest?.avifSrcSet)
  })

  it('the self-hosted font never blocks text: every @font-face is display optional', async () => {
    const html = await readFile(htmlFileFor(CLIENT_DIR, '/'), 'utf8')
    const link = pageElements(html).find((element) => isLink(element, 'stylesheet'))
    const stylesheet = (link && attributeOf(link, 'href')) ?? ''
    const css = await readFile(join(CLIENT_DIR, stylesheet), 'utf8')
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? []
    expect(faces.length).toBeGreaterThan(0)
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional/)
  })
})

/** Whether a bootstrap's first statement awaits a promise (the wait for the first paint). */
function waitsForFirstPaint(code: string): boolean {
  const [first] = parseAst(code).body
  return (
    first?.type === 'ExpressionStatement' &&
    first.expression.type === 'AwaitExpression' &&
    first.expression.argument.type === 'NewExpression' &&
    first.expression.argument.callee.type === 'Identifier' &&
    first.expression.argument.callee.name === 'Promise'
  )
}

describe('first paint before script', () => {
  it('no built page preloads its modules, and each bootstrap waits for the first frame', async () => {
    const problems: string[] = []
    for (const file of await builtHtmlFiles()) {
      const elements = pageElements(await readBuiltFile(file))
      if (elements.some((element) => isLink(element, 'modulepreload')))
        problems.push(`${file}: module preloads in <head>`)
      const bootstrap = elements.find(
        (element) =>
          element.tagName === 'script' &&
          attributeOf(element, 'type') === 'module' &&
          attributeOf(element, 'src') === undefined,
      )
      const code = bootstrap ? textOf(bootstrap) : ''
      if (!waitsForFirstPaint(code)) problems.push(`${file}: bootstrap starts at once`)
      if (!dynamicImportsOf(code).some((specifier) => specifier.startsWith('/assets/entry.client-')))
        problems.push(`${file}: bootstrap never starts the app`)
    }
    expect(problems).toEqual([])
  })
})

describe('work after the first paint (docs/decisions/055-compile-on-load-and-a-task-per-module.md)', () => {
  it.each(BUDGET_PAGES)(
    '%s: only the framework chunk asks V8 to compile it as it streams in, and the page evaluates it in a task of its own first',
    async (path) => {
      const html = await readFile(htmlFileFor(CLIENT_DIR, path), 'utf8')
      const hinted: string[] = []
      for (const script of await firstLoadScripts(CLIENT_DIR, html)) {
        if ((await readBuiltFile(script.path.slice(1))).startsWith(`${COMPILE_ON_LOAD_HINT}\n`))
          hinted.push(script.path)
      }
      expect(hinted).toHaveLength(1)
      expect(hinted[0]).toContain('/framework-')
      const bootstrap = pageElements(html).find(
        (element) => element.tagName === 'script' && attributeOf(element, 'type') === 'module',
      )
      const code = bootstrap ? textOf(bootstrap) : ''
      const framework = code.indexOf(
        `for (const href of ${JSON.stringify(hinted)}) { await import(href); await nextTask(); }`,
      )
      expect(framework).toBeGreaterThan(0)
      expect(code.indexOf('await Promise.all(')).toBeGreaterThan(framework)
    },
  )
})
