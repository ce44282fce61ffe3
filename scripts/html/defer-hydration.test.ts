import { type DefaultTreeAdapterMap, parse } from 'parse5'
import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'
import { deferHydration } from './defer-hydration.ts'

type Node = DefaultTreeAdapterMap['node']
type Element = DefaultTreeAdapterMap['element']

/** The shape React Router prerenders: preloads in <head>, a module bootstrap at the end of <body>. */
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script></body></html>`

function elementsOf(html: string): Element[] {
  const found: Element[] = []
  const visit = (node: Node) => {
    if ('tagName' in node) found.push(node)
    if ('childNodes' in node) for (const child of node.childNodes) visit(child)
  }
  visit(parse(html))
  return found
}

function describeElement(element: Element): string {
  return `${element.tagName} ${element.attrs.map((attr) => `${attr.name}=${attr.value}`).join(' ')}`
}

function bootstrapOf(html: string): string {
  const script = elementsOf(html).find(
    (element) => element.tagName === 'script' && element.attrs.some((a) => a.value === 'module'),
  )
  const text = script?.childNodes[0]
  return text && 'value' in text ? text.value : ''
}

/** Every node of a JavaScript AST, depth first, in source order. */
function* walk(node: unknown): Generator<{ type: string; start: number }> {
  if (!node || typeof node !== 'object') return
  if ('type' in node && typeof node.type === 'string') yield node as { type: string; start: number }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) yield* walk(item)
    else if (value && typeof value === 'object') yield* walk(value)
  }
}

function dynamicImports(code: string): string[] {
  return [...walk(parseAst(code))]
    .filter((node) => node.type === 'ImportExpression')
    .map((node) => String((node as unknown as { source: { value: string } }).source.value))
}

describe('deferHydration', () => {
  const result = deferHydration(page)
  const bootstrap = bootstrapOf(result)
  const program = parseAst(bootstrap)
  const statementAt = (text: string) =>
    program.body.findIndex((s) => bootstrap.slice(s.start, s.end).includes(text))

  it('drops the module preloads and keeps every other element of the page as it was', () => {
    const before = elementsOf(page).filter(
      (element) => !element.attrs.some((a) => a.value === 'modulepreload'),
    )
    expect(elementsOf(result).map(describeElement)).toEqual(before.map(describeElement))
    expect(result).toContain('<main>Text</main><script>window.__reactRouterContext = {};</script>')
  })

  it('imports the same modules dynamically, in the same order, and still starts the entry last', () => {
    expect(program.body.some((statement) => statement.type === 'ImportDeclaration')).toBe(false)
    expect(dynamicImports(bootstrap)).toEqual([
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
    expect(dynamicImports(bootstrapOf(reformattedResult))).toContain('/assets/about-3.js')
  })

  it('refuses a page whose bootstrap it does not recognize, rather than ship a page that never hydrates', () => {
    expect(() => deferHydration('<html><body></body></html>')).toThrow(/no React Router bootstrap/)
    expect(() =>
      deferHydration('<script type="module" async="">import("/assets/entry.js");</script>'),
    ).toThrow(/no static imports/)
  })
})
