import type { Plugin } from 'vite'

// Data reaches the browser as JSON.parse of one string (faster); per-key imports load a page's own only.
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
