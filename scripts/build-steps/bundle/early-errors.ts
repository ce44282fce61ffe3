/**
 * React DOM builds five marker errors (hydration mismatch, suspense and the like) while its module starts,
 * with that whole 200 KB module function on the stack. When a DevTools client has the Runtime domain on, as
 * Lighthouse and every Playwright page do, V8 records a detailed stack for each new Error, and for that it
 * parses the module again to find source positions: about 10 ms of main-thread work at full speed, none of
 * it a visitor's. The bootstrap makes the errors beforehand from its own small function; React DOM takes
 * them and gives each its message (docs/decisions/056-react-dom-marker-errors-made-beforehand.md).
 */
import type { Plugin } from 'vite'
import { parseAst } from 'vite'

/** How many marker errors React DOM's client module makes at its top level. */
export const EARLY_ERROR_COUNT = 5
/** The page's function that hands React DOM an error made beforehand. */
export const EARLY_ERROR_GLOBAL = '__gtfEarlyError'

const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/
const TAKE = '__takeEarlyError'

/** The bootstrap's statements that make the errors, for a page about to start React DOM. */
export const MAKE_EARLY_ERRORS = [
  `const made = [${Array.from({ length: EARLY_ERROR_COUNT }, () => 'Error()').join(', ')}];`,
  `globalThis.${EARLY_ERROR_GLOBAL} = (message) => Object.assign(made.pop() ?? Error(), { message });`,
].join('\n')

/** Without the page's function (a test, another page) React DOM makes its own errors, as it did. */
const TAKE_EARLY_ERROR = `var ${TAKE} = globalThis.${EARLY_ERROR_GLOBAL} || Error;\n`

type Node = { type: string; start: number; end: number; [key: string]: unknown }

function isMarkerError(node: Node | null | undefined): node is Node & { arguments: Node[] } {
  if (node?.type !== 'CallExpression') return false
  const callee = node.callee as Node & { name?: string }
  const [argument] = node.arguments as Node[]
  const inner = argument as (Node & { callee?: Node & { name?: string }; arguments?: Node[] }) | undefined
  return (
    callee.type === 'Identifier' &&
    callee.name === 'Error' &&
    (node.arguments as Node[]).length === 1 &&
    inner?.type === 'CallExpression' &&
    inner.callee?.name === 'formatProdErrorMessage' &&
    inner.arguments?.length === 1 &&
    inner.arguments[0]?.type === 'Literal'
  )
}

/** Rewrites each top-level `X = Error(formatProdErrorMessage(N))` to take an error made beforehand. */
export function takeEarlyErrors(code: string): string {
  if (code.includes(TAKE)) throw new Error(`React DOM already names ${TAKE}`)
  const markers: Node[] = []
  const body = parseAst(code).body as unknown as (Node & { directive?: string })[]
  // After the "use strict" prologue, or it would stop being one.
  const helperAt = body.filter((statement) => statement.directive !== undefined).at(-1)?.end ?? 0
  for (const statement of body) {
    if (statement.type !== 'VariableDeclaration') continue
    for (const declarator of statement.declarations as { init?: Node | null }[]) {
      if (isMarkerError(declarator.init)) markers.push(declarator.init)
    }
  }
  if (markers.length !== EARLY_ERROR_COUNT)
    throw new Error(
      `React DOM's client makes ${markers.length} marker errors at its top level, not ${EARLY_ERROR_COUNT}: update EARLY_ERROR_COUNT in scripts/build-steps/bundle/early-errors.ts`,
    )
  let rewritten = code
  for (const marker of [...markers].sort((a, b) => b.start - a.start)) {
    const calleeEnd = (marker.callee as Node).end
    rewritten = `${rewritten.slice(0, marker.start)}${TAKE}${rewritten.slice(calleeEnd)}`
  }
  return `${rewritten.slice(0, helperAt)}\n${TAKE_EARLY_ERROR}${rewritten.slice(helperAt)}`
}

export function earlyErrorsPlugin(): Plugin {
  return {
    name: 'react-dom-early-errors',
    apply: 'build',
    transform(code, id) {
      if (this.environment.name !== 'client' || !REACT_DOM_CLIENT.test(id)) return null
      return { code: takeEarlyErrors(code), map: null }
    },
  }
}
