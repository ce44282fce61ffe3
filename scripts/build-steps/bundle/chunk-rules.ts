// Chunks follow the module graph, not file names (docs/decisions/012-performance-budget.md). Package modules
// are left to the bundler: a package index re-exports everything, so one icon would pull in every icon.

/** The chunk holding React, React DOM and React Router: everything the client entry imports. */
export const FRAMEWORK_CHUNK = 'framework'

/**
 * V8's explicit compile hint: every function of the file is compiled while it streams in, off the main
 * thread, instead of on its first call during evaluation and hydration (docs/decisions/055-compile-on-load-and-a-task-per-module.md).
 */
export const COMPILE_ON_LOAD_HINT = '//# allFunctionsCalledOnLoad'

export interface GraphModule {
  id: string
  isEntry: boolean
  importers: readonly string[]
  importedIds: readonly string[]
  dynamicImporters: readonly string[]
}

export interface ModuleGraph {
  getModuleInfo(id: string): GraphModule | null
}

export interface ChunkRuleOptions {
  clientEntry: string
  budgetRoutes: readonly string[]
}

const fileOf = (id: string) => id.split('?')[0] ?? id
const isPackageModule = (id: string) => id.split(/[\\/]/).includes('node_modules')

function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const found = new Set([from])
  const pending = [from]
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
      if (!found.has(imported)) {
        found.add(imported)
        pending.push(imported)
      }
    }
  }
  return found
}

export function entriesLoading(graph: ModuleGraph, id: string): Set<GraphModule> {
  const entries = new Set<GraphModule>()
  const seen = new Set([id])
  const pending = [id]
  for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
    const info = graph.getModuleInfo(current)
    if (!info) continue
    if (info.isEntry || info.dynamicImporters.length > 0) entries.add(info)
    for (const importer of info.importers) {
      if (!seen.has(importer)) {
        seen.add(importer)
        pending.push(importer)
      }
    }
  }
  return entries
}

export function createChunkRules({ clientEntry, budgetRoutes }: ChunkRuleOptions) {
  const budget = new Set(budgetRoutes)
  // The bundler reuses module objects within one chunking pass, so the entry's object keys that pass's answer.
  const frameworkByPass = new WeakMap<GraphModule, Set<string>>()

  function frameworkModules(graph: ModuleGraph): Set<string> {
    const entry = graph.getModuleInfo(clientEntry)
    if (!entry) return new Set()
    let modules = frameworkByPass.get(entry)
    if (!modules) {
      modules = staticClosure(graph, clientEntry)
      modules.delete(clientEntry)
      frameworkByPass.set(entry, modules)
    }
    return modules
  }

  return {
    isFramework: (id: string, graph: ModuleGraph): boolean => frameworkModules(graph).has(id),

    isShared(id: string, graph: ModuleGraph): boolean {
      const info = graph.getModuleInfo(id)
      if (!info || info.isEntry) return false
      if (isPackageModule(id)) return true // the bundler decides
      const entries = [...entriesLoading(graph, id)]
      return entries.length >= 2 && entries.some((entry) => entry.isEntry && budget.has(fileOf(entry.id)))
    },
  }
}

export interface RouteConfigEntry {
  file: string
  path?: string
  index?: boolean
  children?: RouteConfigEntry[]
}

export function routeFilesServing(paths: readonly string[], routes: readonly RouteConfigEntry[]): string[] {
  const byPath = new Map<string, string>()
  const visit = (entries: readonly RouteConfigEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, '/') : parent
      if (entry.index || (entry.path && !entry.children)) byPath.set(path || '/', entry.file)
      if (entry.children) visit(entry.children, path)
    }
  }
  visit(routes, '')
  return paths.map((path) => {
    const file = byPath.get(path)
    if (!file) throw new Error(`routeFilesServing: no route serves ${path}`)
    return file
  })
}
