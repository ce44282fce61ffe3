/** A parser, not patterns, so minified or re-quoted code reads the same. */
import { parseAst } from 'vite'

export interface SyntaxNode {
  type: string
  start: number
  end: number
  [key: string]: unknown
}

function isSyntaxNode(value: unknown): value is SyntaxNode {
  return typeof value === 'object' && value !== null && typeof (value as SyntaxNode).type === 'string'
}

function* walk(value: unknown): Generator<SyntaxNode> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item)
    return
  }
  if (typeof value !== 'object' || value === null) return
  if (isSyntaxNode(value)) yield value
  for (const [key, child] of Object.entries(value)) if (key !== 'parent') yield* walk(child)
}

export function* syntaxNodesOf(code: string): Generator<SyntaxNode> {
  yield* walk(parseAst(code))
}

export function stringLiteralOf(node: unknown): string | undefined {
  return isSyntaxNode(node) && node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : undefined
}

const IMPORTING_DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
])

export function staticImportsOf(code: string): string[] {
  return parseAst(code)
    .body.filter((statement) => IMPORTING_DECLARATIONS.has(statement.type))
    .map((statement) => ('source' in statement ? stringLiteralOf(statement.source) : undefined))
    .filter((specifier) => specifier !== undefined)
}

export function dynamicImportsOf(code: string): string[] {
  return [...syntaxNodesOf(code)]
    .filter((node) => node.type === 'ImportExpression')
    .map((node) => stringLiteralOf(node.source))
    .filter((specifier) => specifier !== undefined)
}
