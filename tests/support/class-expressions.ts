import ts from 'typescript'
import { type Declaration, declarationOf, type Module, unwrap } from './source-modules.ts'

/** Evaluates class expressions statically: each result is a list of alternatives, each a list of class tokens. */
export type Alternatives = string[][]

export const UNKNOWN = Symbol('unknown')
export type Value = string | number | boolean | undefined | typeof UNKNOWN
export type Binding = { value: Value } | { expr: ts.Expression; ctx: Ctx }

/** Where an expression is evaluated: its module, and the parameters of one function bound to values. */
export interface Ctx {
  module: Module
  fn?: ts.Node
  env: Map<string, Binding>
  depth: number
  report: (node: ts.Node, reason: string) => void
}

const MAX_ALTERNATIVES = 256
const JOINERS = new Set(['cn', 'clsx', 'cx', 'twMerge', 'twJoin'])

export const isClassProp = (name: string) => /classname$/i.test(name)
export const lineOf = (node: ts.Node) =>
  node.getSourceFile().getLineAndCharacterOfPosition(node.getStart()).line + 1

export function product(lists: Alternatives[], ctx: Ctx, at: ts.Node): Alternatives {
  let result: Alternatives = [[]]
  for (const list of lists) result = result.flatMap((prefix) => list.map((tokens) => [...prefix, ...tokens]))
  const unique = [...new Map(result.map((tokens) => [tokens.join(' '), tokens])).values()]
  if (unique.length > MAX_ALTERNATIVES) ctx.report(at, 'too many class combinations to check')
  return unique.slice(0, MAX_ALTERNATIVES)
}

const union = (...lists: Alternatives[]): Alternatives => lists.flat()
const words = (text: string) => text.split(/\s+/).filter(Boolean)

const within = (node: ts.Node, outer: ts.Node) => node.pos >= outer.pos && node.end <= outer.end

function lookup(name: string, at: ts.Node, ctx: Ctx): Binding | { decl: Declaration } {
  const decl = declarationOf(name, at, ctx.module)
  if (decl.kind === 'parameter')
    return decl.fn === ctx.fn ? (ctx.env.get(name) ?? { value: UNKNOWN }) : { value: UNKNOWN }
  const assumed = ctx.env.get(name)
  if (decl.kind === 'variable' && assumed && ctx.fn && within(decl.init, ctx.fn)) return assumed
  if (decl.kind === 'variable')
    return decl.module === ctx.module
      ? { expr: decl.init, ctx }
      : { expr: decl.init, ctx: { ...ctx, module: decl.module, fn: undefined, env: new Map() } }
  return { decl }
}

export function evalValue(input: ts.Expression, ctx: Ctx): Value {
  const expr = unwrap(input)
  if (ts.isStringLiteralLike(expr)) return expr.text
  if (ts.isNumericLiteral(expr)) return Number(expr.text)
  if (expr.kind === ts.SyntaxKind.TrueKeyword) return true
  if (expr.kind === ts.SyntaxKind.FalseKeyword || expr.kind === ts.SyntaxKind.NullKeyword) return false
  if (ts.isIdentifier(expr)) {
    if (expr.text === 'undefined') return undefined
    const found = lookup(expr.text, expr, ctx)
    if ('value' in found) return found.value
    if ('expr' in found)
      return ctx.depth > 12 ? UNKNOWN : evalValue(found.expr, { ...found.ctx, depth: ctx.depth + 1 })
    return UNKNOWN
  }
  if (ts.isPrefixUnaryExpression(expr) && expr.operator === ts.SyntaxKind.ExclamationToken) {
    const operand = truthy(evalValue(expr.operand, ctx))
    return operand === undefined ? UNKNOWN : !operand
  }
  if (ts.isConditionalExpression(expr)) {
    const condition = truthy(evalValue(expr.condition, ctx))
    if (condition === undefined) return UNKNOWN
    return evalValue(condition ? expr.whenTrue : expr.whenFalse, ctx)
  }
  if (ts.isBinaryExpression(expr)) return evalBinary(expr, ctx)
  return UNKNOWN
}

/** Every value an expression can take, for picking variants: both branches of an untested condition. */
export function possibleValues(input: ts.Expression, ctx: Ctx): Value[] {
  const expr = unwrap(input)
  if (ts.isConditionalExpression(expr) && truthy(evalValue(expr.condition, ctx)) === undefined)
    return [...possibleValues(expr.whenTrue, ctx), ...possibleValues(expr.whenFalse, ctx)]
  if (ts.isIdentifier(expr) && ctx.depth <= 12) {
    const found = lookup(expr.text, expr, ctx)
    if ('expr' in found) return possibleValues(found.expr, { ...found.ctx, depth: ctx.depth + 1 })
  }
  return [evalValue(expr, ctx)]
}

function evalBinary(expr: ts.BinaryExpression, ctx: Ctx): Value {
  const operator = expr.operatorToken.kind
  const left = evalValue(expr.left, ctx)
  const { SyntaxKind: K } = ts
  if (operator === K.AmpersandAmpersandToken || operator === K.BarBarToken) {
    const condition = truthy(left)
    if (condition === undefined) return UNKNOWN
    return condition === (operator === K.AmpersandAmpersandToken) ? evalValue(expr.right, ctx) : left
  }
  if (operator === K.QuestionQuestionToken) {
    if (left === UNKNOWN) return UNKNOWN
    return left === undefined ? evalValue(expr.right, ctx) : left
  }
  const right = evalValue(expr.right, ctx)
  if (left === UNKNOWN || right === UNKNOWN) return UNKNOWN
  if (operator === K.EqualsEqualsEqualsToken || operator === K.EqualsEqualsToken) return left === right
  if (operator === K.ExclamationEqualsEqualsToken || operator === K.ExclamationEqualsToken)
    return left !== right
  return UNKNOWN
}

function truthy(value: Value): boolean | undefined {
  return value === UNKNOWN ? undefined : Boolean(value)
}

export function evalClasses(input: ts.Expression, ctx: Ctx): Alternatives {
  const expr = unwrap(input)
  if (ctx.depth > 12) {
    ctx.report(expr, 'class expression nests too deeply to follow')
    return [[]]
  }
  const deeper = { ...ctx, depth: ctx.depth + 1 }
  if (ts.isStringLiteralLike(expr)) return [words(expr.text)]
  if (ts.isTemplateExpression(expr)) return evalTemplate(expr, deeper)
  if (expr.kind === ts.SyntaxKind.NullKeyword || expr.kind === ts.SyntaxKind.FalseKeyword) return [[]]
  if (ts.isConditionalExpression(expr)) {
    const condition = truthy(evalValue(expr.condition, ctx))
    if (condition === undefined)
      return union(evalClasses(expr.whenTrue, deeper), evalClasses(expr.whenFalse, deeper))
    return evalClasses(condition ? expr.whenTrue : expr.whenFalse, deeper)
  }
  if (ts.isBinaryExpression(expr)) return evalBinaryClasses(expr, deeper)
  if (ts.isArrayLiteralExpression(expr))
    return product(
      expr.elements.map((e) => evalClasses(e, deeper)),
      ctx,
      expr,
    )
  if (ts.isObjectLiteralExpression(expr)) return evalClassObject(expr, deeper)
  if (ts.isCallExpression(expr)) return evalCall(expr, deeper)
  if (ts.isIdentifier(expr)) return evalIdentifierClasses(expr, deeper)
  if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
    const members = memberInitializers(expr, deeper)
    if (members) return union(...members.map(({ init, ctx: at }) => evalClasses(init, at)))
  }
  ctx.report(expr, `cannot read classes from \`${expr.getText()}\``)
  return [[]]
}

function evalBinaryClasses(expr: ts.BinaryExpression, ctx: Ctx): Alternatives {
  const operator = expr.operatorToken.kind
  const left = evalValue(expr.left, ctx)
  if (operator === ts.SyntaxKind.AmpersandAmpersandToken) {
    const condition = truthy(left)
    if (condition === undefined) return union(evalClasses(expr.right, ctx), [[]])
    return condition ? evalClasses(expr.right, ctx) : [[]]
  }
  if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken) {
    if (left === UNKNOWN) return union(evalClasses(expr.left, ctx), evalClasses(expr.right, ctx))
    return left === undefined || left === false || left === ''
      ? evalClasses(expr.right, ctx)
      : evalClasses(expr.left, ctx)
  }
  ctx.report(expr, `cannot read classes from \`${expr.getText()}\``)
  return [[]]
}

function evalTemplate(expr: ts.TemplateExpression, ctx: Ctx): Alternatives {
  let texts = [expr.head.text]
  for (const span of expr.templateSpans) {
    const value = evalValue(span.expression, ctx)
    if (typeof value === 'string' || typeof value === 'number') {
      texts = texts.map((text) => `${text}${value}${span.literal.text}`)
      continue
    }
    const glued = !/(^|\s)$/.test(texts[0] ?? '') || /^\S/.test(span.literal.text)
    if (glued) ctx.report(span, `a class is built from \`${span.expression.getText()}\``)
    const parts = glued ? [[]] : evalClasses(span.expression, ctx)
    texts = texts.flatMap((text) => parts.map((tokens) => `${text} ${tokens.join(' ')} ${span.literal.text}`))
  }
  return texts.map(words)
}

function evalClassObject(expr: ts.ObjectLiteralExpression, ctx: Ctx): Alternatives {
  const parts = expr.properties.map((property): Alternatives => {
    if (!ts.isPropertyAssignment(property) || !ts.isStringLiteralLike(property.name)) {
      ctx.report(property, `cannot read classes from \`${property.getText()}\``)
      return [[]]
    }
    const condition = truthy(evalValue(property.initializer, ctx))
    const tokens = words(property.name.text)
    return condition === undefined ? [tokens, []] : [condition ? tokens : []]
  })
  return product(parts, ctx, expr)
}

function evalIdentifierClasses(expr: ts.Identifier, ctx: Ctx): Alternatives {
  const found = lookup(expr.text, expr, ctx)
  if ('expr' in found) return evalClasses(found.expr, { ...found.ctx, depth: ctx.depth })
  if ('value' in found) {
    if (typeof found.value === 'string') return [words(found.value)]
    if (found.value !== UNKNOWN || isClassProp(expr.text)) return [[]]
  }
  ctx.report(expr, `cannot read classes from \`${expr.text}\``)
  return [[]]
}

/** The initializers a member expression can pick from object literals: all of them when the key is unknown. */
function memberInitializers(
  expr: ts.PropertyAccessExpression | ts.ElementAccessExpression,
  ctx: Ctx,
): { init: ts.Expression; ctx: Ctx }[] | undefined {
  const objects = objectsOf(expr.expression, ctx)
  if (!objects) return undefined
  const key = ts.isPropertyAccessExpression(expr) ? expr.name.text : evalValue(expr.argumentExpression, ctx)
  return objects.flatMap(({ node, ctx: at }) =>
    node.properties.flatMap((property) => {
      if (!ts.isPropertyAssignment(property)) return []
      const name =
        ts.isIdentifier(property.name) || ts.isStringLiteralLike(property.name) ? property.name.text : ''
      return key === UNKNOWN || key === name ? [{ init: property.initializer, ctx: at }] : []
    }),
  )
}

function objectsOf(
  input: ts.Expression,
  ctx: Ctx,
): { node: ts.ObjectLiteralExpression; ctx: Ctx }[] | undefined {
  const expr = unwrap(input)
  if (ts.isObjectLiteralExpression(expr)) return [{ node: expr, ctx }]
  if (ts.isIdentifier(expr)) {
    const found = lookup(expr.text, expr, ctx)
    return 'expr' in found ? objectsOf(found.expr, found.ctx) : undefined
  }
  if (ts.isPropertyAccessExpression(expr) || ts.isElementAccessExpression(expr)) {
    const members = memberInitializers(expr, ctx)
    if (!members) return undefined
    const objects = members.map(({ init, ctx: at }) => objectsOf(init, at))
    return objects.every(Boolean) ? objects.flatMap((o) => o ?? []) : undefined
  }
  return undefined
}

function evalCall(expr: ts.CallExpression, ctx: Ctx): Alternatives {
  const callee = unwrap(expr.expression)
  if (ts.isIdentifier(callee) && JOINERS.has(callee.text))
    return product(
      expr.arguments.map((a) => evalClasses(a, ctx)),
      ctx,
      expr,
    )
  const decl = ts.isIdentifier(callee)
    ? declarationOf(callee.text, callee, ctx.module)
    : { kind: 'none' as const }
  if (decl?.kind === 'variable') {
    const init = unwrap(decl.init)
    if (ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'cva')
      return evalCva(init, expr.arguments[0], ctx, {
        ...ctx,
        module: decl.module,
        fn: undefined,
        env: new Map(),
      })
  }
  if (decl?.kind === 'function' && decl.node.body) {
    const returned = returnedExpression(decl.node.body)
    if (returned) {
      const env = new Map<string, Binding>()
      decl.node.parameters.forEach((parameter, i) => {
        const argument = expr.arguments[i]
        if (ts.isIdentifier(parameter.name))
          env.set(parameter.name.text, argument ? { expr: argument, ctx } : { value: undefined })
      })
      return evalClasses(returned, { ...ctx, module: decl.module, fn: decl.node, env })
    }
  }
  ctx.report(expr, `cannot read classes from \`${expr.expression.getText()}(…)\``)
  return [[]]
}

function returnedExpression(body: ts.Node): ts.Expression | undefined {
  if (!ts.isBlock(body)) return body as ts.Expression
  const returns = body.statements.filter(ts.isReturnStatement)
  return returns.length === 1 ? returns[0]?.expression : undefined
}

/** cva(base, { variants, defaultVariants }) called with { variant: value }: unknown values try every option. */
function evalCva(definition: ts.CallExpression, argument: ts.Expression | undefined, ctx: Ctx, own: Ctx) {
  const [base, config] = definition.arguments
  const parts: Alternatives[] = [base ? evalClasses(base, own) : [[]]]
  const configObject = config && unwrap(config)
  if (!configObject || !ts.isObjectLiteralExpression(configObject)) return product(parts, ctx, definition)
  const member = (object: ts.ObjectLiteralExpression, name: string) => {
    const property = object.properties.find((p) => p.name?.getText() === name)
    return property && ts.isPropertyAssignment(property) ? unwrap(property.initializer) : undefined
  }
  const variants = member(configObject, 'variants')
  const defaults = member(configObject, 'defaultVariants')
  const chosen = argument && unwrap(argument)
  for (const variant of variants && ts.isObjectLiteralExpression(variants) ? variants.properties : []) {
    if (!ts.isPropertyAssignment(variant) || !ts.isObjectLiteralExpression(variant.initializer)) continue
    const name = variant.name.getText()
    const given =
      chosen &&
      ts.isObjectLiteralExpression(chosen) &&
      chosen.properties.find((p) => p.name?.getText() === name)
    let values: Value[] = [undefined]
    if (given && ts.isShorthandPropertyAssignment(given)) values = possibleValues(given.name, ctx)
    else if (given && ts.isPropertyAssignment(given)) values = possibleValues(given.initializer, ctx)
    const fallback = defaults && ts.isObjectLiteralExpression(defaults) ? member(defaults, name) : undefined
    if (fallback) values = values.map((value) => (value === undefined ? evalValue(fallback, own) : value))
    const options = variant.initializer.properties.filter(ts.isPropertyAssignment)
    const picked = options.filter(
      (option) => values.includes(UNKNOWN) || values.includes(option.name.getText()),
    )
    parts.push(union(...picked.map((option) => evalClasses(option.initializer, own))))
  }
  return product(parts, ctx, definition)
}
