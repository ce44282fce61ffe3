import { readFileSync } from 'node:fs'
import { relative, resolve, sep } from 'node:path'
import type { Plugin } from 'vite'
import { publishedDataFile } from '../../../content/published-view.ts'

/**
 * The build bundles a data file as a whole JSON module: without this, a draft's name and address would
 * ship in the menus' script even though no page shows them (docs/decisions/048-drafts-and-site-preview.md).
 */
export function publishedDataPlugin(root: string): Plugin {
  const dataDir = resolve(root, 'content/data')
  return {
    name: 'published-data',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id
      if (!file.startsWith(`${dataDir}${sep}`) || !file.endsWith('.json')) return undefined
      const name = relative(dataDir, file).split(sep).join('/')
      const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'))
      const published = publishedDataFile(name, read(file), {
        catalog: read(resolve(dataDir, 'catalog.json')),
        solutionMenu: read(resolve(dataDir, 'solution-menu.json')),
      })
      return JSON.stringify(published)
    },
  }
}
