import type { Plugin } from 'vite'

/**
 * Serves modules of data made at build time from the typed content: each id in `modules` is a module
 * whose default export is what its function returns. Only the data reaches the browser, not the
 * content modules that produce it, and Vite emits each as a small hashed chunk. JSON.parse of one
 * string is quicker to start than the same data written as an object literal, and needs no eval.
 */
export function buildDataModulesPlugin(modules: Record<string, () => unknown>): Plugin {
  const isDataModule = (id: string) => Object.hasOwn(modules, id)
  return {
    name: 'build-data-modules',
    resolveId(source) {
      return isDataModule(source) ? `\0${source}` : undefined
    },
    load(id) {
      const source = id.slice(1)
      if (!id.startsWith('\0') || !isDataModule(source)) return undefined
      const json = JSON.stringify(modules[source]?.())
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
