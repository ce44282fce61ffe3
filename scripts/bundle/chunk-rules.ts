/**
 * Which of the two grouped chunks a module belongs in, read from the module graph rather than from
 * file names, so a new component, library or route lands in the right place without an edit here
 * (docs/decisions/012-performance-budget.md).
 *
 * - framework: what the client entry imports statically (React, React DOM, the router): every page
 *   needs it, and it changes only on upgrades.
 * - shared: modules that two or more entries load statically (route modules, or modules loaded with
 *   import()), one of them on a budget page's first load (the root route or a budget page's route).
 *   A budget page then loads one shared file instead of a file for each combination of routes, while
 *   modules only lazily loaded code uses (menus, search, the toaster, the validation library) and
 *   modules only routes outside the budget share (the category pages' sections) stay out.
 *
 * Our own modules are judged by the import graph. A package's index re-exports everything it has, so
 * by the import graph every page that uses one icon reaches every icon: package modules are left to
 * the bundler, which counts only the exports in use (the group's `minShareCount` and `$initial` tag).
 */

/** The part of the bundler's module information the rules read. */
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
  /** The file of the client entry, which hydrates every page. */
  clientEntry: string
  /** The files of the route modules a budget page loads first: the root route and the pages' own. */
  budgetRoutes: readonly string[]
}

/** A route's client entry is its file with a query string. */
const fileOf = (id: string) => id.split('?')[0] ?? id
const isPackageModule = (id: string) => id.split(/[\\/]/).includes('node_modules')

/** The modules `from` imports statically, directly or not, itself included. */
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

/** The entries that load a module statically: user entries and modules loaded with import(). */
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
  // The bundler hands out the same module objects throughout one chunking pass, so the client entry's
  // object keys the answer for that pass (the client and server builds each have their own).
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

/** A route as `app/routes.ts` lists it (React Router's route config). */
export interface RouteConfigEntry {
  file: string
  path?: string
  index?: boolean
  children?: RouteConfigEntry[]
}

/** The route module files that serve the given URL paths, as the route config maps them. */
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
