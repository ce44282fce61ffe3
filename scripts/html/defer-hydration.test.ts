import { describe, expect, it } from 'vitest'
import { deferHydration } from './defer-hydration.ts'

/** The shape React Router 8.4 prerenders: preloads in <head>, a module bootstrap at the end of <body>. */
const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/><link rel="modulepreload" href="/assets/framework-5.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/about-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-4.js");</script></body></html>`

describe('deferHydration', () => {
  const result = deferHydration(page)
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(result)?.[1] ?? ''

  it('drops the module preloads and keeps everything else of the page', () => {
    expect(result).not.toContain('<link rel="modulepreload"')
    expect(result).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    expect(result).toContain('<main>Text</main><script>window.__reactRouterContext = {};</script>')
  })

  it('waits for the first paint, then imports the same modules and starts the entry', () => {
    expect(bootstrap).not.toMatch(/^import\s/m)
    expect(bootstrap.indexOf("observe({ type: 'paint', buffered: true })")).toBeGreaterThan(0)
    expect(bootstrap.indexOf('observe(')).toBeLessThan(bootstrap.indexOf('import('))
    expect(bootstrap).toContain(
      'const [_module0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/about-3.js")]);',
    )
    expect(bootstrap).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};')
    expect(bootstrap.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true)
  })

  it('after the first paint, preloads every module the dropped links named before importing any', () => {
    const preload = bootstrap.indexOf(
      `for (const href of ["/assets/manifest-1.js","/assets/entry.client-4.js","/assets/framework-5.js","/assets/root-2.js"]) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    )
    expect(preload).toBeGreaterThan(bootstrap.indexOf("observe({ type: 'paint', buffered: true })"))
    expect(preload).toBeLessThan(bootstrap.indexOf('import('))
  })

  it('starts at once in a background tab, in a loaded page or where paint timing is missing', () => {
    expect(bootstrap).toContain("if (document.hidden || document.readyState === 'complete' ||")
    expect(bootstrap).toContain("supportedEntryTypes?.includes('paint')) return start();")
    // The load event may come before the first frame on a busy main thread: it must not start the scripts.
    expect(bootstrap).not.toContain("addEventListener('load'")
  })

  it('refuses a page whose bootstrap it does not recognise, rather than ship a page that never hydrates', () => {
    expect(() => deferHydration('<html><body></body></html>')).toThrow(/no React Router bootstrap/)
    expect(() =>
      deferHydration('<script type="module" async="">import("/assets/entry.js");</script>'),
    ).toThrow(/no static imports/)
  })
})
