import type { Plugin } from 'vite'

/**
 * Serves modules of data made at build time from the typed content: each id in `modules` is a module
 * whose default export is what its function returns. Only the data reaches the browser, not the
 * content modules that produce it, and Vite emits each as a small hashed chunk. JSON.parse of one
 * string is quicker to start than the same data written as an object literal, and needs no eval.
 *
 * Each id in `indexes` is a module whose default export maps keys to functions that import one data
 * module each (key → module id): a page that shares its route with others by slug loads only its own
 * data, through an import the bundler can see.
 */
export function buildDataModulesPlugin(
  modules: Record<string, () => unknown>,
  indexes: Record<string, Record<string, string>> = {},
): Plugin {
  const isServed = (id: string) => Object.hasOwn(modules, id) || Object.hasOwn(indexes, id)
  return {
    name: 'build-data-modules',
    resolveId(source) {
      return isServed(source) ? `\0${source}` : undefined
    },
    load(id) {
      const source = id.slice(1)
      if (!id.startsWith('\0') || !isServed(source)) return undefined
      const index = indexes[source]
      if (index) {
        const loaders = Object.entries(index).map(
          ([key, moduleId]) => `${JSON.stringify(key)}: () => import(${JSON.stringify(moduleId)})`,
        )
        return `export default {${loaders.join(',')}}`
      }
      const json = JSON.stringify(modules[source]?.())
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
