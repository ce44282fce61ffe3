// The repository files and npm packages the server (and the enquiries command beside it) load at run time,
// found by following their imports. The image copies exactly these files, and a unit test holds
// package.json's "dependencies" to exactly these packages.
// Usage: node scripts/build-steps/container/runtime-modules.ts OUT_DIR   (copies the files into OUT_DIR)
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export const RUNTIME_ENTRIES = ['server/index.ts', 'scripts/operate/enquiries.ts']

const root = resolve(import.meta.dirname, '../../..')

/** Folders a module lists at run time instead of importing their files: every file in them goes too. */
export const LISTED_FOLDERS: Record<string, readonly string[]> = {
  'content/word-file-keys.ts': ['content/data/categories', 'content/data/solutions'],
}

export interface RuntimeModules {
  /** Repository files, relative to its root, package.json included. */
  files: string[]
  packages: string[]
}

/** Every import the module keeps at run time: `import type` is erased, so it is left out. */
function loadedSpecifiers(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier) {
      found.push((node.moduleSpecifier as ts.StringLiteral).text)
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || node.expression.getText() === 'require')
    ) {
      const [argument] = node.arguments
      if (!argument || !ts.isStringLiteralLike(argument))
        throw new Error(`${relative(root, path)}: a module named at run time cannot be followed`)
      found.push(argument.text)
    } else if (ts.isIdentifier(node) && node.text === 'createRequire') {
      throw new Error(`${relative(root, path)}: modules loaded through createRequire cannot be followed`)
    } else if (
      ts.isNewExpression(node) &&
      node.expression.getText() === 'URL' &&
      node.arguments?.[1]?.getText() === 'import.meta.url'
    ) {
      // Worker modules are named this way.
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

export function findRuntimeModules(entries = RUNTIME_ENTRIES): RuntimeModules {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    imports: Record<string, string>
  }
  const files = new Set<string>(['package.json'])
  const packages = new Set<string>()
  const follow = (path: string) => {
    const name = relative(root, path)
    if (files.has(name)) return
    if (!existsSync(path)) throw new Error(`${name} is imported but does not exist`)
    files.add(name)
    for (const folder of LISTED_FOLDERS[name] ?? [])
      for (const file of readdirSync(resolve(root, folder))) follow(resolve(root, folder, file))
    if (!/\.[cm]?[jt]sx?$/.test(path)) return
    for (const specifier of loadedSpecifiers(path)) {
      if (isBuiltin(specifier)) continue
      if (specifier.startsWith('.')) follow(resolve(dirname(path), specifier))
      else if (specifier.startsWith('#')) {
        const [prefix = ''] = specifier.split('/')
        const target = manifest.imports[`${prefix}/*`]
        if (!target) throw new Error(`${name}: ${specifier} matches no "imports" entry of package.json`)
        follow(resolve(root, target.replace('*', specifier.slice(prefix.length + 1))))
      } else packages.add(packageName(specifier))
    }
  }
  for (const entry of entries) follow(resolve(root, entry))
  return { files: [...files].sort(), packages: [...packages].sort() }
}

if (import.meta.main) {
  const out = process.argv[2]
  if (!out) throw new Error('usage: runtime-modules.ts OUT_DIR')
  for (const file of findRuntimeModules().files) {
    mkdirSync(dirname(resolve(out, file)), { recursive: true })
    copyFileSync(join(root, file), resolve(out, file))
  }
}
