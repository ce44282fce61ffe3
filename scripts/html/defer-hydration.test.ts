import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { type PageElement, pageElements, textOf } from '../../server/html/parse-page.ts'
import { deferHydration } from './defer-hydration.ts'
import { dynamicImportsOf } from './parse-script.ts'

/** The shape React Router prerenders: preloads in <head>, a module bootstrap at the end of <body>. */
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script></body></html>`

function describeElement(element: PageElement): string {
  return `${element.tagName} ${element.attrs.map((attr) => `${attr.name}=${attr.value}`).join(' ')}`
}

function bootstrapOf(html: string): string {
  const script = pageElements(html).find(
    (element) => element.tagName === 'script' && element.attrs.some((a) => a.value === 'module'),
  )
  return script ? textOf(script) : ''
}

describe('deferHydration', () => {
  const result = deferHydration(page)
  const bootstrap = bootstrapOf(result)
  const program = parseAst(bootstrap)
  const statementAt = (text: string) =>
    program.body.findIndex((s) => bootstrap.slice(s.start, s.end).includes(text))

  it('drops the module preloads and keeps every other element of the page as it was', () => {
    const before = pageElements(page).filter(
      (element) => !element.attrs.some((a) => a.value === 'modulepreload'),
    )
    expect(pageElements(result).map(describeElement)).toEqual(before.map(describeElement))
    expect(result).toContain('<main>Text</main><script>window.__reactRouterContext = {};</script>')
  })

  it('imports the same modules dynamically, in the same order, and still starts the entry last', () => {
    expect(program.body.some((statement) => statement.type === 'ImportDeclaration')).toBe(false)
    expect(dynamicImportsOf(bootstrap)).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-2.js',
      '/assets/about-3.js',
      '/assets/entry.client-4.js',
    ])
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};')
  })

  it('first waits for a paint, then preloads every module the dropped links named, then imports', () => {
    const wait = program.body[0]
    expect(wait?.type === 'ExpressionStatement' && wait.expression.type).toBe('AwaitExpression')
    expect(bootstrap.slice(wait?.start, wait?.end)).toContain("type: 'paint'")
    const preload = statementAt("rel: 'modulepreload'")
    for (const href of ['manifest-1', 'entry.client-4', 'framework-5', 'root-2']) {
      expect(bootstrap.slice(program.body[preload]?.start, program.body[preload]?.end)).toContain(href)
    }
    expect(preload).toBeGreaterThan(0)
    expect(preload).toBeLessThan(statementAt('import('))
  })

  it('accepts the bootstrap however the framework formats its attributes and imports', () => {
    const reformatted = page
      .replace(
        '<link rel="modulepreload" href="/assets/root-2.js"/>',
        "<link href='/assets/root-2.js' rel=modulepreload>",
      )
      .replace('<script type="module" async="">', '<script async type="module">')
      .replace('import * as route1 from "/assets/about-3.js";', "import*as route1 from '/assets/about-3.js'")
    const reformattedResult = deferHydration(reformatted)
    expect(reformattedResult).not.toContain('modulepreload"/>')
    expect(reformattedResult).not.toContain('rel=modulepreload>')
    expect(dynamicImportsOf(bootstrapOf(reformattedResult))).toContain('/assets/about-3.js')
  })

  it('refuses a page whose bootstrap it does not recognize, rather than ship a page that never hydrates', () => {
    expect(() => deferHydration('<html><body></body></html>')).toThrow(/no React Router bootstrap/)
    expect(() =>
      deferHydration('<script type="module" async="">import("/assets/entry.js");</script>'),
    ).toThrow(/no static imports/)
  })
})
