import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const FACADE_ID_PREFIX = '\0commonjs-facade:'
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

export function isCommonJsFacade(id: string): boolean {
  return id.startsWith(FACADE_ID_PREFIX)
}

// React is CommonJS: without facades the interop helper gets a chunk (a request) of its own.
export function commonJsFacadesPlugin(packages: readonly string[]): Plugin {
  const require = createRequire(import.meta.url)
  return {
    name: 'commonjs-facades',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!packages.includes(source) || importer === undefined || isCommonJsFacade(importer)) return null
      if (this.environment.name !== 'client' || options.kind === 'require-call') return null
      return `${FACADE_ID_PREFIX}${source}`
    },
    load(id) {
      if (!isCommonJsFacade(id)) return null
      const name = id.slice(FACADE_ID_PREFIX.length)
      const names = Object.keys(require(name)).filter((key) => IDENTIFIER.test(key) && key !== 'default')
      const specifier = JSON.stringify(name)
      return `import commonJs from ${specifier}\nexport const { ${names.join(', ')} } = commonJs\nexport default commonJs\n`
    },
  }
}
