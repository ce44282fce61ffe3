import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface MenuEntry {
  slug?: unknown
  key?: unknown
  path?: unknown
}

const list = (file: unknown, key: string): MenuEntry[] => {
  const entries = (file as Record<string, unknown> | null)?.[key]
  return Array.isArray(entries) ? entries : []
}

/** Read from the menus on disk now, drafts included; undefined when no menu entry names the file yet. */
export function wordsPageAddress(contentRoot: string, collection: string, key: string): string | undefined {
  const read = (file: string): unknown => {
    try {
      return JSON.parse(readFileSync(join(contentRoot, 'content/data', file), 'utf8'))
    } catch {
      return null
    }
  }
  if (collection === 'categories') {
    const category = list(read('catalog.json'), 'categories').find((entry) => entry.key === key)
    if (typeof category?.path === 'string') return category.path
    return typeof category?.slug === 'string' ? `/services/${category.slug}` : undefined
  }
  if (collection === 'solutions') {
    const solution = list(read('solution-menu.json'), 'solutions').find((entry) => entry.key === key)
    return typeof solution?.slug === 'string' ? `/solutions/${solution.slug}` : undefined
  }
  return undefined
}
