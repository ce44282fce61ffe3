import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import ts from 'typescript'

export interface Module {
  path: string
  source: ts.SourceFile
}

const root = new URL('../../', import.meta.url).pathname

/** The TypeScript sources under some folders of the repository, tests left out, by path. */
export function readSources(folders: string[]): Record<string, string> {
  const sources: Record<string, string> = {}
  for (const folder of folders)
    for (const entry of readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }))
      if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
        sources[join(folder, entry)] = readFileSync(join(root, folder, entry), 'utf8')
  return sources
}

export function parseModules(sources: Record<string, string>): Map<string, Module> {
  return new Map(
    Object.entries(sources).map(([path, text]) => {
      const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
      return [path, { path, source: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind) }]
    }),
  )
}

export function unwrap(expr: ts.Expression): ts.Expression {
  let current = expr
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current)
  )
    current = current.expression
  return current
}

/** What a name refers to where it is used: a parameter, a local or top-level declaration, or an import. */
export type Declaration =
  | { kind: 'parameter'; fn: ts.Node }
  | { kind: 'variable'; init: ts.Expression; module: Module }
  | { kind: 'function'; node: ts.SignatureDeclaration & { body?: ts.Node }; module: Module }
  | { kind: 'none' }

let known = new Map<string, Module>()
/** The modules imports resolve to. */
export const resolveImportsAmong = (modules: Map<string, Module>) => {
  known = modules
}

export function resolveSpecifier(from: Module, specifier: string): Module | undefined {
  const path = specifier.startsWith('#app/')
    ? `app/${specifier.slice(5)}`
    : specifier.startsWith('.')
      ? normalize(join(dirname(from.path), specifier))
      : undefined
  return path ? known.get(path) : undefined
}

function topLevelDeclaration(module: Module, name: string): Declaration {
  for (const statement of module.source.statements) {
    const found = declarationIn(statement, name, module)
    if (found) return found
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings
      const spec =
        bindings && ts.isNamedImports(bindings) && bindings.elements.find((e) => e.name.text === name)
      if (!spec) continue
      const target = resolveSpecifier(module, statement.moduleSpecifier.text)
      return target ? topLevelDeclaration(target, (spec.propertyName ?? spec.name).text) : { kind: 'none' }
    }
  }
  return { kind: 'none' }
}

function declarationIn(statement: ts.Node, name: string, module: Module): Declaration | undefined {
  if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
    return { kind: 'function', node: statement, module }
  if (!ts.isVariableStatement(statement)) return undefined
  for (const declaration of statement.declarationList.declarations) {
    if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name || !declaration.initializer)
      continue
    const init = unwrap(declaration.initializer)
    if (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
      return { kind: 'function', node: init, module }
    return { kind: 'variable', init: declaration.initializer, module }
  }
  return undefined
}

function bindsName(name: ts.BindingName, wanted: string): boolean {
  if (ts.isIdentifier(name)) return name.text === wanted
  return name.elements.some((element) => !ts.isOmittedExpression(element) && bindsName(element.name, wanted))
}

/** Finds the declaration a name refers to at a node, walking out through blocks and functions. */
export function declarationOf(name: string, at: ts.Node, module: Module): Declaration {
  for (let node: ts.Node | undefined = at; node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isFunctionLike(node) && node.parameters.some((p) => bindsName(p.name, name)))
      return { kind: 'parameter', fn: node }
    if (ts.isBlock(node)) {
      for (const statement of node.statements) {
        const found = declarationIn(statement, name, module)
        if (found) return found
      }
    }
  }
  return topLevelDeclaration(module, name)
}
