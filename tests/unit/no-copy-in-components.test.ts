import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

// Every visible word lives in content/; this scan fails on prose written in a .tsx file.
const root = join(import.meta.dirname, '..', '..')
const scanned = ['app/routes', 'app/components']
// Attributes and calls whose strings are code, not copy: class names, SVG geometry, developer messages.
const codeAttributes = new Set(['className', 'class', 'd', 'viewBox', 'points'])
const classHelpers = new Set(['cn', 'cva', 'clsx'])

function listTsx(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return listTsx(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

function isClassContext(node: ts.Node): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (ts.isJsxAttribute(parent)) {
      // A component may take classes for one of its parts: linkClassName, chevronClassName.
      const name = parent.name.getText()
      return codeAttributes.has(name) || /ClassName$/.test(name)
    }
    if (ts.isCallExpression(parent) && classHelpers.has(parent.expression.getText())) return true
    if (ts.isPropertyAssignment(parent) && /(?:className|Styles?|classes)$/.test(parent.name.getText()))
      return true
    if (
      (ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) &&
      /(?:Class(?:Name)?|Styles?|classes)$/i.test(parent.name.getText())
    )
      return true
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false
  }
  return false
}

function isCode(node: ts.Node): boolean {
  const parent = node.parent
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isExternalModuleReference(parent) ||
    ts.isLiteralTypeNode(parent) ||
    (ts.isCallExpression(parent) && /^(?:import|console\.\w+)$/.test(parent.expression.getText())) ||
    (ts.isNewExpression(parent) && parent.expression.getText() === 'Error')
  )
}

const countWords = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => /[A-Za-z]/.test(word)).length

/** Text of three or more words in JSX or a string literal, other than class names and import paths. */
function findCopy(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    // Text split by inline elements (`Call us <b>today</b> for help`) counts as one sentence.
    if (ts.isJsxElement(node))
      text = node.children
        .filter(ts.isJsxText)
        .map((child) => child.text)
        .join(' ')
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join(' ')
    if (text !== undefined && countWords(text) >= 3 && !isCode(node) && !isClassContext(node)) {
      const { line } = file.getLineAndCharacterOfPosition(node.getStart())
      found.push(`${fileName}:${line + 1}: ${text.trim().replace(/\s+/g, ' ')}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('words live in content/', () => {
  test('finds a sentence written into a component', () => {
    expect(findCopy('x.tsx', 'export const X = () => <p>Call us <b>today</b> for help</p>')).toHaveLength(1)
    expect(findCopy('x.tsx', "export const X = () => <Hero title='Solutions We Deliver' />")).toHaveLength(1)
    expect(findCopy('x.tsx', "export const X = () => <div className='flex items-center gap-2' />")).toEqual(
      [],
    )
    expect(
      findCopy('x.tsx', "export const X = () => <List linkClassName='flex items-center gap-2' />"),
    ).toEqual([])
    expect(
      findCopy('x.tsx', "export const X = () => <List linkLabel='Read the whole story' />"),
    ).toHaveLength(1)
    // A class list as a prop's default is code; a sentence as a prop's default is copy.
    expect(
      findCopy(
        'x.tsx',
        "export const Dot = ({ className = 'mt-2 size-1.5 rounded-full' }) => <span className={className} />",
      ),
    ).toEqual([])
    expect(
      findCopy('x.tsx', "export const Note = ({ text = 'Call us any time' }) => <p>{text}</p>"),
    ).toHaveLength(1)
  })

  const files = scanned.flatMap(listTsx)
  const copyIn = (path: string) => findCopy(path, readFileSync(join(root, path), 'utf8'))

  test('no route module or section writes three or more words of copy', () => {
    expect(files.flatMap(copyIn)).toEqual([])
  })
})
