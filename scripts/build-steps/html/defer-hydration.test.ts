import { describe, expect, it } from 'vitest'
import {
  applyEdits,
  attributeOf,
  type PageElement,
  pageElements,
  textOf,
} from '../../../server/html/parse-page.ts'
import { EARLY_ERROR_GLOBAL } from '../bundle/early-errors.ts'
import { deferHydration } from './defer-hydration.ts'
import { syntaxNodesOf } from './parse-script.ts'

/** The shape React Router prerenders: preloads in <head>, a module bootstrap at the end of <body>. */
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script></body></html>`

const PRELOADED = [
  '/assets/manifest-1.js',
  '/assets/entry.client-4.js',
  '/assets/framework-5.js',
  '/assets/root-2.js',
]

const describeElement = (element: PageElement) =>
  `${element.tagName} ${element.attrs.map((attr) => `${attr.name}=${attr.value}`).join(' ')}`

const isModulePreload = (element: PageElement) =>
  element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload'

/** The text of every element that neither is nor holds the bootstrap. */
const textsOutsideBootstrap = (html: string) =>
  pageElements(html)
    .filter(
      (element) =>
        !['html', 'body'].includes(element.tagName) &&
        attributeOf(element, 'type') !== 'module' &&
        !isModulePreload(element),
    )
    .map(textOf)

function bootstrapOf(html: string): string {
  const script = pageElements(html).find(
    (element) => element.tagName === 'script' && attributeOf(element, 'type') === 'module',
  )
  return script ? textOf(script) : ''
}

interface Browser {
  readyState?: DocumentReadyState
  paintTiming?: boolean
}

/** Runs a bootstrap on a stand-in page: `import()` goes to a recorder, first paint when the test says. */
function boot(code: string, { readyState = 'interactive', paintTiming = true }: Browser = {}) {
  const log: string[] = []
  const window: Record<string, unknown> = {}
  let paint: (() => void) | undefined
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint'] : []
    readonly report: (list: unknown, observer: PerformanceObserver) => void
    constructor(report: (list: unknown, observer: PerformanceObserver) => void) {
      this.report = report
    }
    observe({ type }: { type: string }) {
      log.push(`observe ${type}`)
      paint = () => this.report({ getEntries: () => [] }, this)
    }
    disconnect() {}
  }
  const document = {
    hidden: false,
    readyState,
    createElement: (tagName: string) => ({ tagName }),
    head: {
      append: (element: { tagName: string; rel: string; href: string }) =>
        log.push(`append ${element.tagName} ${element.rel} ${element.href}`),
    },
  }
  /** A new task, as the browser's MessageChannel gives one; logged so the test sees where the bootstrap yields. */
  class MessageChannel {
    port1: { onmessage?: () => void } = {}
    port2 = {
      postMessage: () => {
        log.push('next task')
        setImmediate(() => this.port1.onmessage?.())
      },
    }
  }
  const importModule = async (specifier: string) => {
    const routes = window.__reactRouterRouteModules as Record<string, { specifier: string }> | undefined
    const known = routes ? Object.entries(routes).map(([id, module]) => `${id}=${module.specifier}`) : []
    const made = typeof (globals as Record<string, unknown>)[EARLY_ERROR_GLOBAL] === 'function'
    const errors = specifier.includes('entry.client') ? ` (errors made beforehand: ${made})` : ''
    log.push(`import ${specifier} (route modules: ${known.join(', ') || 'none'})${errors}`)
    return { specifier }
  }
  const imports = [...syntaxNodesOf(code)].filter((node) => node.type === 'ImportExpression')
  const runnable = applyEdits(
    code,
    imports.map((node) => ({ start: node.start, end: node.start + 'import'.length, text: 'importModule' })),
  )
  const AsyncFunction = (async () => {}).constructor as new (
    ...source: string[]
  ) => (...args: unknown[]) => Promise<void>
  const run = new AsyncFunction(
    'window',
    'document',
    'globalThis',
    'PerformanceObserver',
    'MessageChannel',
    'importModule',
    runnable,
  )
  const globals = { PerformanceObserver }
  const done = run(window, document, globals, PerformanceObserver, MessageChannel, importModule)
  return { log, done, paint: () => paint?.() }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

const BOOT_ORDER = [
  ...PRELOADED.map((href) => `append link modulepreload ${href}`),
  'import /assets/framework-5.js (route modules: none)',
  'next task',
  'import /assets/manifest-1.js (route modules: none)',
  'import /assets/root-2.js (route modules: none)',
  'import /assets/about-3.js (route modules: none)',
  'next task',
  `import /assets/entry.client-4.js (route modules: root=/assets/root-2.js, routes/about=/assets/about-3.js) (errors made beforehand: true)`,
]

const FRAMEWORK = { evaluateFirst: ['/assets/framework-5.js', '/assets/not-on-this-page-6.js'] }

describe('deferHydration', () => {
  const result = deferHydration(page, FRAMEWORK)

  it('drops the module preloads and keeps every other element of the page as it was', () => {
    const before = pageElements(page).filter((element) => !isModulePreload(element))
    expect(pageElements(result).map(describeElement)).toEqual(before.map(describeElement))
    expect(textsOutsideBootstrap(result)).toEqual(textsOutsideBootstrap(page))
  })

  it('the page starts nothing before its first paint', async () => {
    const { log } = boot(bootstrapOf(result))
    await flush()
    expect(log).toEqual(['observe paint'])
  })

  it('after the first paint it preloads every module the dropped links named, evaluates the framework, the route modules and the entry in tasks of their own, the entry with the marker errors React DOM takes made beforehand', async () => {
    const { log, done, paint } = boot(bootstrapOf(result))
    await flush()
    paint()
    await done
    expect(log).toEqual(['observe paint', ...BOOT_ORDER])
  })

  it('starts at once when the page has painted already or the browser cannot report paints', async () => {
    for (const browser of [{ readyState: 'complete' }, { paintTiming: false }] as const) {
      const { log, done } = boot(bootstrapOf(result), browser)
      await done
      expect(log, JSON.stringify(browser)).toEqual(BOOT_ORDER)
    }
  })

  it('accepts the bootstrap however the framework formats its attributes and imports', async () => {
    const reformatted = page
      .replace(
        '<link rel="modulepreload" href="/assets/root-2.js"/>',
        "<link href='/assets/root-2.js' rel=modulepreload>",
      )
      .replace('<script type="module" async="">', '<script async type="module">')
      .replace('import * as route1 from "/assets/about-3.js";', "import*as route1 from '/assets/about-3.js'")
    const reformattedResult = deferHydration(reformatted, FRAMEWORK)
    expect(pageElements(reformattedResult).filter(isModulePreload)).toEqual([])
    const { log, done } = boot(bootstrapOf(reformattedResult), { readyState: 'complete' })
    await done
    expect(log).toEqual(BOOT_ORDER)
  })

  it('refuses a page whose bootstrap it does not recognize, rather than ship a page that never hydrates', () => {
    expect(() => deferHydration('<html><body></body></html>')).toThrow(/no React Router bootstrap/)
    expect(() =>
      deferHydration('<script type="module" async="">import("/assets/entry.js");</script>'),
    ).toThrow(/no static imports/)
  })
})
