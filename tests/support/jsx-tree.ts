import ts from 'typescript'
import type { Module } from './source-modules.ts'

export type Element = ts.JsxOpeningLikeElement

export function dynamicImports(module: Module): string[] {
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(module.source)
  return found
}

export function jsxElements(root: ts.Node): Element[] {
  const found: Element[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) found.push(node)
    ts.forEachChild(node, visit)
  }
  ts.forEachChild(root, visit)
  return found
}

/** The JSX element around this one, including one whose prop holds it (`marker={<Dot />}`), within `stop`. */
export function jsxParent(element: Element, stop?: ts.Node): Element | undefined {
  let node: ts.Node = ts.isJsxOpeningElement(element) ? element.parent : element
  for (node = node.parent; node && node !== stop && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isJsxElement(node)) return node.openingElement
    if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) return node
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && stop) {
      const use = jsxUseOf(node.name.text, stop)
      if (use) node = use
    }
  }
  return undefined
}

/** The element that renders JSX kept in a variable: `actions={heroActions}` or `{heroActions}`. */
function jsxUseOf(name: string, fn: ts.Node): ts.JsxExpression | undefined {
  let found: ts.JsxExpression | undefined
  const visit = (node: ts.Node) => {
    if (found) return
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === name
    )
      found = node
    ts.forEachChild(node, visit)
  }
  visit(fn)
  return found
}

/** Whether text can sit on an element's own background: its own or its children's, which inherit its color. */
export function holdsText(element: Element): boolean {
  if (ts.isJsxOpeningElement(element)) return true
  return element.attributes.properties.some(
    (p) => ts.isJsxAttribute(p) && /.ClassName$/.test(p.name.getText()),
  )
}

/** Icons and logos are graphics: WCAG asks 3:1 of them, not the 4.5:1 of text. */
export function isGraphic(element: Element, module: Module): boolean {
  const tag = element.tagName.getText()
  if (tag === 'svg' || /Icon$|Mark$|Logo$/.test(tag)) return true
  return module.source.statements.some((s) => {
    if (!ts.isImportDeclaration(s) || !ts.isStringLiteral(s.moduleSpecifier)) return false
    const names = s.importClause?.namedBindings
    const imported = names && ts.isNamedImports(names) && names.elements.some((e) => e.name.text === tag)
    return s.moduleSpecifier.text === '#app/components/ui/icons.tsx' && imported
  })
}
