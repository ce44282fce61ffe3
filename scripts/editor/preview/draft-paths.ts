import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface MenuEntry {
  slug: string
  name: string
  path?: string
  draft?: boolean
  services?: MenuEntry[]
}

/** The address and name of every draft page in a content copy, read afresh: the menus change as staff save. */
export function listDraftPages(contentRoot: string): Record<string, string> {
  try {
    return readDraftPages(contentRoot)
  } catch {
    // A menu file caught mid-save, or one the gate refuses: the page shows without the draft notice.
    return {}
  }
}

function readDraftPages(contentRoot: string): Record<string, string> {
  const read = (file: string) => JSON.parse(readFileSync(join(contentRoot, 'content/data', file), 'utf8'))
  const catalog = read('catalog.json') as { categories: MenuEntry[]; otherServices: MenuEntry[] }
  const menu = read('solution-menu.json') as { solutions: MenuEntry[] }
  const pages: [string, string][] = []
  for (const category of catalog.categories) {
    if (category.draft === true) pages.push([category.path ?? `/services/${category.slug}`, category.name])
    for (const service of category.services ?? [])
      if (category.draft === true || service.draft === true)
        pages.push([`/services/${service.slug}`, service.name])
  }
  for (const service of catalog.otherServices)
    if (service.draft === true) pages.push([`/services/${service.slug}`, service.name])
  for (const solution of menu.solutions)
    if (solution.draft === true) pages.push([`/solutions/${solution.slug}`, solution.name])
  return Object.fromEntries(pages)
}
