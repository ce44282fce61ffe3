import ts from 'typescript'
import { isClassProp, type Value } from './class-expressions.ts'
import { parseToken } from './class-tokens.ts'
import { declarationOf } from './source-modules.ts'

const OTHER = '\u0000other'

/** The props of a component that its class choices depend on. */
export function classPickingProps(component: { node: ts.SignatureDeclaration }): Set<string> {
  const pattern = component.node.parameters[0]?.name
  if (!pattern || !ts.isObjectBindingPattern(pattern)) return new Set()
  const used = new Set([...conditionsIn(component.node).keys()].map((identifier) => identifier.text))
  const visit = (node: ts.Node) => {
    if (ts.isShorthandPropertyAssignment(node) && isVariantCall(node.parent.parent)) used.add(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(component.node)
  return new Set(
    pattern.elements
      .map((element) => (element.propertyName ?? element.name).getText())
      .filter((name) => used.has(name) && !isClassProp(name)),
  )
}

/** A call of a cva() definition: `buttonStyles({ tone })`. */
function isVariantCall(node: ts.Node): boolean {
  if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression)) return false
  const source = node.getSourceFile()
  const decl = declarationOf(node.expression.text, node, { path: source.fileName, source })
  return decl.kind === 'variable' && /^cva\(/.test(decl.init.getText())
}

/** A branch that chooses classes, not elements: JSX in a branch decides what renders, whatever its classes. */
const picksColor = (node: ts.Node): boolean => {
  const branch = ts.isParenthesizedExpression(node) ? node.expression : node
  const jsx = ts.isJsxElement(branch) || ts.isJsxSelfClosingElement(branch) || ts.isJsxFragment(branch)
  let color = false
  const visit = (inner: ts.Node) => {
    if (ts.isStringLiteralLike(inner))
      color ||= inner.text
        .split(/\s+/)
        .some((word) => ['text', 'background'].includes(parseToken(word)?.kind ?? ''))
    ts.forEachChild(inner, visit)
  }
  visit(node)
  if (ts.isIdentifier(branch)) {
    const source = branch.getSourceFile()
    const decl = declarationOf(branch.text, branch, { path: source.fileName, source })
    return decl.kind === 'variable' && picksColor(decl.init)
  }
  return !jsx && color
}

/** The names a component's conditions test, each with the values worth trying: the literals compared, or true and false. */
export function conditionsIn(fn: ts.Node): Map<ts.Identifier, Value[]> {
  const found = new Map<string, { identifier: ts.Identifier; literals: Set<string> }>()
  const note = (expr: ts.Expression, literal?: ts.Expression) => {
    if (!ts.isIdentifier(expr)) return
    const entry = found.get(expr.text) ?? { identifier: expr, literals: new Set<string>() }
    if (literal && ts.isStringLiteral(literal)) entry.literals.add(literal.text)
    found.set(expr.text, entry)
  }
  const noteTest = (test: ts.Expression) => {
    if (ts.isPrefixUnaryExpression(test)) noteTest(test.operand)
    else if (ts.isParenthesizedExpression(test)) noteTest(test.expression)
    else if (ts.isBinaryExpression(test)) {
      const operator = test.operatorToken.kind
      if (
        operator === ts.SyntaxKind.EqualsEqualsEqualsToken ||
        operator === ts.SyntaxKind.ExclamationEqualsEqualsToken
      ) {
        note(test.left, test.right)
        note(test.right, test.left)
      } else {
        noteTest(test.left)
        noteTest(test.right)
      }
    } else note(test)
  }
  const visit = (node: ts.Node) => {
    if (ts.isConditionalExpression(node) && (picksColor(node.whenTrue) || picksColor(node.whenFalse)))
      noteTest(node.condition)
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken &&
      picksColor(node.right)
    )
      noteTest(node.left)
    if (ts.isVariableDeclaration(node) && node.initializer && ts.isIdentifier(node.name))
      if (found.has(node.name.text)) noteTest(node.initializer)
    ts.forEachChild(node, visit)
  }
  visit(fn)
  return new Map(
    [...found.values()].map(({ identifier, literals }) => [
      identifier,
      literals.size ? [...literals, OTHER] : [true, false],
    ]),
  )
}
