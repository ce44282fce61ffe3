// Lets a prerendered page paint before its scripts download: preloads are dropped and all modules fetched at
// once after first paint, then evaluated in tasks of their own (decision 055). Parsed (HTML, JS) so framework
// formatting changes cannot slip past a pattern.
import { parseAst } from 'vite'
import {
  applyEdits,
  attributeOf,
  elementsOf,
  innerSpanOf,
  outerSpanOf,
  parsePage,
  type Span,
} from '../../../server/html/parse-page.ts'
import { MAKE_EARLY_ERRORS } from '../bundle/early-errors.ts'

/** Paint timing, not a load-event fallback: on a busy main thread the load event can precede the first frame. */
const AFTER_FIRST_PAINT = [
  'await new Promise((start) => {',
  "  if (document.hidden || document.readyState === 'complete' || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) return start();",
  "  new PerformanceObserver((_, observer) => { observer.disconnect(); start(); }).observe({ type: 'paint', buffered: true });",
  '});',
].join('\n')

/** A turn of the event loop that timers do not gate, so a page whose clock is stopped still hydrates. */
const NEXT_TASK = [
  'const nextTask = () => new Promise((resume) => {',
  '  const channel = new MessageChannel();',
  '  channel.port1.onmessage = () => resume();',
  '  channel.port2.postMessage(null);',
  '});',
].join('\n')

interface BootstrapParts {
  preloads: { href: string; span: Span }[]
  script: { code: string; span: Span }
}

function findBootstrap(html: string): BootstrapParts {
  const preloads: BootstrapParts['preloads'] = []
  let script: BootstrapParts['script'] | undefined
  for (const element of elementsOf(parsePage(html))) {
    if (element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload') {
      preloads.push({ href: attributeOf(element, 'href') ?? '', span: outerSpanOf(element) })
    }
    const isModuleBootstrap =
      element.tagName === 'script' &&
      attributeOf(element, 'type') === 'module' &&
      attributeOf(element, 'async') !== undefined &&
      attributeOf(element, 'src') === undefined
    if (isModuleBootstrap && !script) {
      const span = innerSpanOf(element)
      script = { code: html.slice(span.start, span.end), span }
    }
  }
  if (!script) throw new Error('deferHydration: no React Router bootstrap script in the page')
  return { preloads, script }
}

interface StaticImport {
  binding: string | undefined
  specifier: string
  span: Span
}

function findStaticImports(code: string): StaticImport[] {
  const imports: StaticImport[] = []
  for (const statement of parseAst(code).body) {
    if (statement.type !== 'ImportDeclaration') continue
    const namespace = statement.specifiers.find((specifier) => specifier.type === 'ImportNamespaceSpecifier')
    if (statement.specifiers.length > (namespace ? 1 : 0)) {
      throw new Error(
        `deferHydration: unexpected import bindings in the bootstrap: ${code.slice(statement.start, statement.end)}`,
      )
    }
    imports.push({
      binding: namespace?.local.name,
      specifier: String(statement.source.value),
      span: { start: statement.start, end: statement.end },
    })
  }
  return imports
}

export interface DeferOptions {
  /** Modules the others import, evaluated first, each in a task of its own (the framework chunk). */
  evaluateFirst?: readonly string[]
}

export function deferHydration(html: string, { evaluateFirst = [] }: DeferOptions = {}): string {
  const { preloads, script } = findBootstrap(html)
  const first = evaluateFirst.filter((href) => preloads.some((link) => link.href === href))
  const imports = findStaticImports(script.code)
  if (imports.length === 0) throw new Error('deferHydration: the bootstrap script has no static imports')
  const names = imports.map((entry, index) => entry.binding ?? `_module${index}`)
  const loads = imports.map((entry) => `import(${JSON.stringify(entry.specifier)})`)
  const rest = applyEdits(
    script.code,
    imports.map((entry) => ({ ...entry.span, text: '' })),
  ).trim()
  const deferred = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads.map((link) => link.href))}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    NEXT_TASK,
    `for (const href of ${JSON.stringify(first)}) { await import(href); await nextTask(); }`,
    MAKE_EARLY_ERRORS,
    `const [${names.join(', ')}] = await Promise.all([${loads.join(', ')}]);`,
    'await nextTask();',
    rest,
  ].join('\n')
  return applyEdits(html, [
    ...preloads.map((link) => ({ ...link.span, text: '' })),
    { ...script.span, text: deferred },
  ])
}
