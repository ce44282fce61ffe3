/**
 * Lets a prerendered page paint before its scripts download. React Router's bootstrap imports the
 * manifest, the route modules and the entry statically, and preloads them from <head>, so on a slow
 * connection the scripts (about 140 KB) share the line with the stylesheet and font the first paint
 * needs. The page is complete HTML that works without script, so the download can wait a frame:
 * the preloads are dropped and the bootstrap imports the same modules once the first paint is done
 * (at once in a background tab, which paints nothing until it is shown and has nothing to protect).
 *
 * At that moment it preloads every module the dropped links named (the framework, the shared chunk
 * and the entry among them) before it imports the route modules: otherwise the browser learns of the
 * framework only from the route modules' imports and of the entry only once they have run, three
 * round trips in a row on a slow link instead of one.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const BOOTSTRAP = /<script type="module" async="">([\s\S]*?)<\/script>/
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\s*$/gm

/**
 * Resolves once the browser reports its first paint. Paint timing rather than a frame callback: it
 * is what "painted" means, and it keeps working when a test (or an extension) replaces the page's
 * timers. A hidden tab, a browser without paint timing or an already loaded page starts at once.
 *
 * No load-event fallback: on a busy main thread the load event (HTML, stylesheet, font and hero
 * image in) often fires before the first frame is drawn, and the scripts then started ahead of the
 * first paint. Lighthouse's simulation counts every request started before the first paint against
 * it, so the home page's first paint came out at 1.0 s or 1.5 s depending on which event won
 * (docs/decisions/023-sliced-hydration-and-first-paint.md).
 */
const AFTER_FIRST_PAINT = [
  'await new Promise((start) => {',
  "  if (document.hidden || document.readyState === 'complete' || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();",
  "  new PerformanceObserver((_, observer) => { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });",
  '});',
].join('\n')

export function deferHydration(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html)
  if (!bootstrap) throw new Error('deferHydration: no React Router bootstrap script in the page')
  const code = bootstrap[1] ?? ''
  const imports = [...code.matchAll(STATIC_IMPORT)]
  if (imports.length === 0) throw new Error('deferHydration: the bootstrap script has no static imports')
  const names = imports.map(([, name], index) => name ?? `_module${index}`)
  const loads = imports.map(([, , specifier]) => `import(${specifier})`)
  const rest = code.replace(STATIC_IMPORT, '').trim()
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href)
  const deferred = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    `const [${names.join(', ')}] = await Promise.all([${loads.join(', ')}]);`,
    rest,
  ].join('\n')
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(bootstrap[0], () => `<script type="module" async="">${deferred}</script>`)
}
