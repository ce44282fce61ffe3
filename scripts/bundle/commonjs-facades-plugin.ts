import { createRequire } from 'node:module'
import type { Plugin } from 'vite'

const FACADE_ID_PREFIX = '\0commonjs-facade:'
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/

/** Whether a module id is one of the facades this plugin serves. */
export function isCommonJsFacade(id: string): boolean {
  return id.startsWith(FACADE_ID_PREFIX)
}

/**
 * React and React DOM are published as CommonJS. A chunk that imports one of them as an ES module
 * wraps it with the bundler's interop helper, and because almost every chunk does, the bundler puts
 * that helper in a chunk of its own (rolldown does not offer it to chunk groups): one more script
 * request on every page's first load.
 *
 * In the client build this serves each listed package to ES module importers through a facade that
 * does the interop once and re-exports the package's properties by name. The facades sit in the
 * framework chunk, so the framework chunk is the only one that needs the helper and the bundler puts
 * it there. `require()` calls (React DOM requiring React) and the server build get the package itself.
 *
 * The names come from the package as Node loads it for the build, so an upgrade needs no edit here.
 * An import of a name the package does not have fails the build (rolldown's MISSING_EXPORT).
 */
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
