import ts from 'typescript'
import { classPickingProps, conditionsIn } from './class-conditions.ts'
import {
  type Binding,
  type Ctx,
  evalClasses,
  evalValue,
  isClassProp,
  lineOf,
  product,
  UNKNOWN,
} from './class-expressions.ts'
import { isLargeSize, type Kind, parseToken, type Token } from './class-tokens.ts'
import { dynamicImports, type Element, holdsText, isGraphic, jsxElements, jsxParent } from './jsx-tree.ts'
import { bodyClasses } from './palette.ts'
import {
  declarationOf,
  type Module,
  parseModules,
  readSources,
  resolveImportsAmong,
  resolveSpecifier,
} from './source-modules.ts'

/** A text color utility over the background utilities beneath it, top layer first. */
export interface ColorPair {
  file: string
  line: number
  element: string
  state: string
  text: string
  background: string[]
  /** Set when what lies beneath the last layer cannot be known statically: the key of that unresolved entry. */
  unknownBeneath?: string
  /** The file and line of the element that sets the top background layer, or the page body. */
  backgroundSetAt: string
  large: boolean
  graphic: boolean
}

export interface Unresolved {
  file: string
  line: number
  reason: string
}

export const unresolvedKey = ({ file, reason }: Omit<Unresolved, 'line'>) => `${file}: ${reason}`

type Stack = { layers: string[]; unknownBeneath?: string; setAt: string }
interface Component {
  name: string
  module: Module
  node: ts.SignatureDeclaration
}

/** One place a component renders: the element that renders it, inside an instance of the component around it. */
interface Instance {
  component?: Component
  module: Module
  env: Map<string, Binding>
  usage?: Element
  parent?: Instance
  depth: number
}

const MAX_ASSUMPTIONS = 4

/** Collects every text color the components set or inherit, with each background it can sit on. */
export function collectColorPairs(sources = readSources(['app', 'content'])): {
  pairs: ColorPair[]
  unresolved: Unresolved[]
} {
  const modules = parseModules(sources)
  resolveImportsAmong(modules)
  const unresolved = new Map<string, Unresolved>()
  const report = (node: ts.Node, reason: string) => {
    const file = node.getSourceFile().fileName
    const key = unresolvedKey({ file, reason })
    unresolved.set(key, { file, line: lineOf(node), reason })
    return key
  }
  const elements = [...modules.values()].flatMap((module) =>
    jsxElements(module.source).map((e) => ({ e, module })),
  )
  const byTag = Map.groupBy(elements, ({ e }) =>
    ts.isPropertyAccessExpression(e.tagName) ? e.tagName.name.text : e.tagName.getText(),
  )
  const components = new Map<ts.Node, Component>()
  const componentOf = (element: ts.Node, module: Module): Component | undefined => {
    let node: ts.Node = element
    while (node.parent && !ts.isSourceFile(node.parent)) node = node.parent
    const fn = ts.isFunctionDeclaration(node)
      ? node
      : ts.isVariableStatement(node)
        ? node.declarationList.declarations[0]?.initializer
        : undefined
    if (!fn || !(ts.isFunctionLike(fn) && 'body' in fn)) return undefined
    const name = ts.isFunctionDeclaration(node) ? node.name?.text : node.getText().match(/const (\w+)/)?.[1]
    if (!name) return undefined
    if (!components.has(fn)) components.set(fn, { name, module, node: fn })
    return components.get(fn)
  }
  const ctxOf = (instance: Instance): Ctx => ({
    module: instance.module,
    fn: instance.component?.node,
    env: instance.env,
    depth: 0,
    report,
  })

  const renders = (usage: Element, module: Module, component: Component) => {
    const tag = usage.tagName
    if (ts.isPropertyAccessExpression(tag) && tag.name.text === component.name)
      return dynamicImports(module).some(
        (specifier) => resolveSpecifier(module, specifier) === component.module,
      )
    if (!ts.isIdentifier(tag) || tag.text !== component.name) return false
    const decl = declarationOf(tag.text, usage, module)
    return decl.kind === 'function' && decl.node === component.node
  }

  const bindProps = (component: Component, usage: Element | undefined, at: Instance | undefined) => {
    const env = new Map<string, Binding>()
    const pattern = component.node.parameters[0]?.name
    if (!pattern || !ts.isObjectBindingPattern(pattern)) return env
    const spread = usage?.attributes.properties.find(ts.isJsxSpreadAttribute)
    const given = new Set(usage?.attributes.properties.map((p) => p.name?.getText()))
    const unsure = spread && [...classPickingProps(component)].filter((name) => !given.has(name))
    if (spread && unsure?.length)
      report(
        component.node,
        `props spread into <${component.name}> are taken to leave ${unsure.join(', ')} unset`,
      )
    for (const element of pattern.elements) {
      const name = (element.propertyName ?? element.name).getText()
      const attribute = usage?.attributes.properties.find(
        (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && p.name.getText() === name,
      )
      const initializer = attribute?.initializer
      const value = initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer
      if (!usage || !at) env.set(name, { value: UNKNOWN })
      else if (isClassProp(name)) env.set(name, { value: undefined })
      else if (attribute) env.set(name, value ? { expr: value, ctx: ctxOf(at) } : { value: true })
      else if (element.initializer)
        env.set(name, {
          expr: element.initializer,
          ctx: { ...ctxOf(at), module: component.module, env: new Map() },
        })
      else env.set(name, { value: undefined })
    }
    return env
  }

  /** Splits an instance on each unknown value its conditions test, so classes chosen by one test stay together. */
  const assumeConditions = (instance: Instance): Instance[] => {
    const component = instance.component
    if (!component) return [instance]
    const ctx = ctxOf(instance)
    const choices = [...conditionsIn(component.node)]
      .filter(([identifier]) => evalValue(identifier, ctx) === UNKNOWN)
      .slice(0, MAX_ASSUMPTIONS)
    let result = [instance]
    for (const [identifier, values] of choices)
      result = result.flatMap((each) =>
        values.map((value) => ({ ...each, env: new Map(each.env).set(identifier.text, { value }) })),
      )
    return result
  }

  const instanceCache = new Map<Component, Instance[]>()
  const instancesOf = (component: Component, depth = 0): Instance[] => {
    const cached = instanceCache.get(component)
    if (cached) return cached
    const roots = assumeConditions({
      component,
      module: component.module,
      env: bindProps(component, undefined, undefined),
      depth,
    })
    instanceCache.set(component, roots)
    const usages = (byTag.get(component.name) ?? []).filter(({ e, module }) => renders(e, module, component))
    if (usages.length === 0 || depth > 6) return roots
    const result = usages.flatMap(({ e, module }) => {
      const outer = componentOf(e, module)
      const parents = outer ? instancesOf(outer, depth + 1) : [{ module, env: new Map(), depth }]
      return parents.flatMap((parent) =>
        assumeConditions({
          component,
          module: component.module,
          env: bindProps(component, e, parent),
          usage: e,
          parent,
          depth: parent.depth + 1,
        }),
      )
    })
    instanceCache.set(component, result)
    return result
  }

  const tokenCache = new WeakMap<Instance, Map<Element, Token[][]>>()
  const tokensOf = (element: Element, instance: Instance): Token[][] => {
    const cache = tokenCache.get(instance) ?? new Map<Element, Token[][]>()
    tokenCache.set(instance, cache)
    const cached = cache.get(element)
    if (cached) return cached
    const tokens = evaluateTokens(element, instance)
    cache.set(element, tokens)
    return tokens
  }
  const evaluateTokens = (element: Element, instance: Instance): Token[][] => {
    const lists = element.attributes.properties.flatMap((p) => {
      if (!ts.isJsxAttribute(p) || !isClassProp(p.name.getText()) || !p.initializer) return []
      const expr = ts.isJsxExpression(p.initializer) ? p.initializer.expression : p.initializer
      return expr ? [evalClasses(expr, ctxOf(instance))] : []
    })
    return product(lists, ctxOf(instance), element).map((tokens) =>
      tokens.flatMap((t) => parseToken(t, (reason) => report(element, reason)) ?? []),
    )
  }

  /** What a component element paints itself: the classes of the elements its function returns. */
  const renderedTokens = (element: Element, instance: Instance): Token[][] => {
    const decl = ts.isIdentifier(element.tagName)
      ? declarationOf(element.tagName.text, element, instance.module)
      : undefined
    if (decl?.kind !== 'function' || instance.depth > 8) return []
    const component = componentOf(decl.node, decl.module)
    if (!component) return []
    const inner: Instance = {
      component,
      module: component.module,
      env: bindProps(component, element, instance),
      usage: element,
      parent: instance,
      depth: instance.depth + 1,
    }
    const outermost = jsxElements(decl.node).filter((e) => jsxParent(e, decl.node) === undefined)
    return outermost.flatMap((e) => tokensOf(e, inner))
  }

  type Found = { tokens: Token[]; element?: Element; instance: Instance }
  /** The nearest element up the render tree that sets a kind of class: in the file, then where the component is used. */
  const findUp = (kind: Kind, from: Element, instance: Instance): Found[] => {
    const stop = instance.component?.node
    for (let node = jsxParent(from, stop); node; node = jsxParent(node, stop)) {
      const own = tokensOf(node, instance)
      const rendered = own.some((tokens) => tokens.some((t) => t.kind === kind))
        ? []
        : renderedTokens(node, instance)
      const alternatives = rendered.length ? own.flatMap((o) => rendered.map((r) => [...r, ...o])) : own
      const found = foundIn(kind, alternatives, node, instance)
      if (found.length > 0) {
        const missing = alternatives.some((tokens) => !tokens.some((t) => t.kind === kind && t.state === ''))
        return missing ? [...found, ...findUp(kind, node, instance)] : found
      }
    }
    const { usage, parent } = instance
    if (usage && parent) {
      const found = foundIn(kind, tokensOf(usage, parent), usage, parent)
      return found.length > 0 ? found : findUp(kind, usage, parent)
    }
    if (kind === 'background' || kind === 'text') {
      const page = instance.component && !isPageModule(instance.component)
      if (page)
        report(instance.component?.node ?? from, `${instance.component?.name} is never rendered as JSX`)
    }
    const body = bodyClasses.flatMap((t) => parseToken(t) ?? [])
    return [{ tokens: body.filter((t) => t.kind === kind), instance }]
  }

  const foundIn = (kind: Kind, alternatives: Token[][], element: Element, instance: Instance): Found[] =>
    alternatives
      .map((tokens) => tokens.filter((t) => t.kind === kind && t.state === ''))
      .filter((tokens) => tokens.length > 0)
      .map((tokens) => ({ tokens, element, instance }))

  /** Every stack of background layers beneath an element's own layers: a translucent layer shows what is below it. */
  const stacksOf = (layers: Found[]): Stack[] =>
    layers.flatMap(({ tokens, element, instance }) =>
      tokens.flatMap((t): Stack[] => {
        const setAt = element ? `${instance.module.path}:${lineOf(element)}` : 'the page body'
        if (!t.value.includes('/') || !element) return [{ layers: [t.utility], setAt }]
        if (tokensOf(element, instance).some((alt) => alt.some((p) => p.kind === 'position'))) {
          const reason = `fixed element's translucent \`${t.utility}\` shows whatever scrolls beneath it`
          return [{ layers: [t.utility], unknownBeneath: report(element, reason), setAt }]
        }
        return stacksOf(findUp('background', element, instance)).map((stack) => ({
          ...stack,
          layers: [t.utility, ...stack.layers],
          setAt,
        }))
      }),
    )

  const pairs = new Map<string, ColorPair>()
  for (const { e: element, module } of elements) {
    const component = componentOf(element, module)
    const instances = component ? instancesOf(component) : [{ module, env: new Map(), depth: 0 }]
    for (const instance of instances) {
      for (const tokens of tokensOf(element, instance)) {
        for (const pair of pairsOf(element, tokens, instance)) pairs.set(JSON.stringify(pair), pair)
      }
    }
  }

  function pairsOf(element: Element, tokens: Token[], instance: Instance): ColorPair[] {
    const colors = tokens.filter((t) => t.kind === 'text' || t.kind === 'background')
    if (colors.length === 0) return []
    const states = new Set(['', ...colors.map((t) => t.state)])
    const at = (kind: Kind, state: string) => tokens.filter((t) => t.kind === kind && t.state === state)
    const ownText = (state: string) => (at('text', state).length ? at('text', state) : at('text', ''))
    const graphic = isGraphic(element, instance.module)
    const sizeTokens = at('size', '').length
      ? [at('size', '')]
      : findUp('size', element, instance).map((f) => f.tokens)
    const bold =
      at('weight', '').length > 0 || findUp('weight', element, instance).every((f) => f.tokens.length > 0)
    const large =
      sizeTokens.length > 0 && sizeTokens.every((list) => list.some((t) => isLargeSize(t.value, bold)))
    const result: ColorPair[] = []
    for (const state of states) {
      const stateBackground = at('background', state)
      if (state !== '' && at('text', state).length === 0 && stateBackground.length === 0) continue
      const ownBackground = stateBackground.length ? stateBackground : at('background', '')
      const layers = ownBackground.length
        ? [{ tokens: ownBackground, element, instance }]
        : findUp('background', element, instance)
      const stacks = stacksOf(layers)
      let texts = ownText(state).map((t) => t.utility)
      if (texts.length === 0) {
        if (ownBackground.length === 0 || !holdsText(element)) continue
        texts = findUp('text', element, instance).flatMap((f) => f.tokens.map((t) => t.utility))
      }
      for (const text of texts)
        for (const { layers: background, unknownBeneath, setAt } of stacks)
          result.push({
            unknownBeneath,
            backgroundSetAt: setAt,
            file: instance.module.path,
            line: lineOf(element),
            element: element.tagName.getText(),
            state,
            text,
            background,
            large,
            graphic,
          })
    }
    return result
  }

  return {
    pairs: [...pairs.values()],
    unresolved: [...unresolved.values(), ...contentColorClasses(modules)],
  }
}

const isPageModule = (component: Component) =>
  /^app\/(routes\/|root\.tsx|entry\.)/.test(component.module.path) &&
  component.module.source.statements.some(
    (s) => s.getText().startsWith('export') && s.getText().includes(component.name),
  )

/** Color utilities in content strings would escape the component analysis, so each one is reported. */
function contentColorClasses(modules: Map<string, Module>): Unresolved[] {
  const found: Unresolved[] = []
  for (const module of [...modules.values()].filter((m) => m.path.startsWith('content/'))) {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node))
        for (const word of node.text.split(/\s+/))
          if (parseToken(word)?.kind === 'text' || parseToken(word)?.kind === 'background')
            found.push({
              file: module.path,
              line: lineOf(node),
              reason: `color class \`${word}\` in content`,
            })
      ts.forEachChild(node, visit)
    }
    visit(module.source)
  }
  return found
}
