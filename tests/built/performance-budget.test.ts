import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUDGET_PAGES,
  FIRST_LOAD_JS_GZIP_BYTES,
  FIRST_LOAD_SCRIPT_FILES,
  RENDER_BLOCKING_CSS,
} from '../../scripts/perf/budget.ts'
import {
  firstLoadScripts,
  htmlFileFor,
  renderBlockingStyles,
  totalBytes,
} from '../../scripts/perf/first-load.ts'
import { builtHtmlFiles, CLIENT_DIR, readBuiltFile } from '../support/built-site.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

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
      // The measurement itself must see the framework, the entry and the page's own module, or it
      // proves nothing.
      expect(scripts.some((script) => script.path.includes('/framework-'))).toBe(true)
      expect(scripts.some((script) => script.path.includes('/entry.client-'))).toBe(true)
      expect(scripts.length).toBeGreaterThan(3)
    },
  )

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
      for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g))
        if (!/\b(async|defer)\b|type="module"/.test(tag)) problems.push(`${file}: parser-blocking ${tag}`)
    }
    expect(problems).toEqual([])
  })

  it('every image on every page has its width and height, so nothing shifts as it loads', async () => {
    const missing: string[] = []
    let images = 0
    for (const file of await builtHtmlFiles()) {
      for (const [tag] of (await readBuiltFile(file)).matchAll(/<img\b[^>]*>/g)) {
        images += 1
        const width = Number(attribute(tag, 'width'))
        const height = Number(attribute(tag, 'height'))
        if (!(width > 0 && height > 0)) missing.push(`${file}: ${tag.slice(0, 160)}`)
      }
    }
    expect(missing).toEqual([])
    // The home hero alone renders three slides; a scan that finds none has read nothing.
    expect(images).toBeGreaterThanOrEqual(3)
  })

  it("the home page's largest image is preloaded with high priority and not lazy", async () => {
    const html = await readFile(htmlFileFor(CLIENT_DIR, '/'), 'utf8')
    const imgs = [...html.matchAll(/<picture>([\s\S]*?)<\/picture>/g)].map(([picture]) => {
      const img = /<img\b[^>]*>/.exec(picture)?.[0] ?? ''
      const avif = /<source\b[^>]*type="image\/avif"[^>]*>/.exec(picture)?.[0] ?? ''
      const area = Number(attribute(img, 'width')) * Number(attribute(img, 'height'))
      return { img, avifSrcSet: attribute(avif, 'srcSet') ?? attribute(avif, 'srcset'), area }
    })
    const largest = imgs.sort((a, b) => b.area - a.area)[0]
    expect(largest, 'the home page shows images').toBeDefined()
    expect(attribute(largest?.img ?? '', 'loading')).not.toBe('lazy')
    expect(attribute(largest?.img ?? '', 'fetchpriority')).toBe('high')
    const preloads = [...html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(([tag]) => tag)
    const srcSets = preloads.map((tag) => attribute(tag, 'imageSrcSet') ?? attribute(tag, 'imagesrcset'))
    expect(srcSets).toContain(largest?.avifSrcSet)
  })

  it('the self-hosted font never blocks text: every @font-face is display optional', async () => {
    const html = await readFile(htmlFileFor(CLIENT_DIR, '/'), 'utf8')
    const stylesheet = /<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? ''
    const css = await readFile(join(CLIENT_DIR, stylesheet), 'utf8')
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? []
    expect(faces.length).toBeGreaterThan(0)
    for (const face of faces) expect(face).toMatch(/font-display:\s*optional/)
  })
})

describe('first paint before script', () => {
  it('no built page preloads its modules, and each bootstrap waits for the first frame', async () => {
    const problems: string[] = []
    for (const file of await builtHtmlFiles()) {
      const html = await readBuiltFile(file)
      if (html.includes('rel="modulepreload"')) problems.push(`${file}: module preloads in <head>`)
      const bootstrap = /<script type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
      if (!/^await new Promise\(\(start\) =>/.test(bootstrap))
        problems.push(`${file}: bootstrap starts at once`)
      if (!bootstrap.includes('import("/assets/entry.client-'))
        problems.push(`${file}: bootstrap never starts the app`)
    }
    expect(problems).toEqual([])
  })
})
