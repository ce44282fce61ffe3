import type { Plugin } from 'vite'
import { staticSections } from '../../content/static-sections.ts'

const PREFIX = 'virtual:static-sections/'

const isPage = (name: string): name is keyof typeof staticSections => Object.hasOwn(staticSections, name)

/**
 * Serves `virtual:static-sections/<page>`: a page's static-section content, made at build time from the
 * typed content, as a module of JSON data. A visit by link to that page loads it (a small hashed chunk)
 * instead of the content modules that produce it.
 */
export function staticSectionsPlugin(): Plugin {
  return {
    name: 'static-sections',
    resolveId(source) {
      if (!source.startsWith(PREFIX)) return undefined
      const page = source.slice(PREFIX.length)
      if (!isPage(page))
        throw new Error(`${source}: no static sections for "${page}" in content/static-sections.ts`)
      return `\0${source}`
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const page = id.slice(PREFIX.length + 1)
      if (!isPage(page)) return undefined
      const json = JSON.stringify(staticSections[page]())
      return `export default JSON.parse(${JSON.stringify(json)})`
    },
  }
}
