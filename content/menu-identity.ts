// Matches menu entries across a save by key, never position: moving or adding one changes no other.

export interface KeyedEntry {
  slug: string
  /** Set once and kept: a category's or solution's names its words file, a service's is its first address. */
  key?: string
}

export interface ServiceMenu<T extends KeyedEntry = KeyedEntry> {
  categories: readonly { services: readonly T[] }[]
  otherServices: readonly T[]
}

/** An entry saved before keys existed is known by its address. */
const identityOf = (entry: KeyedEntry) => entry.key ?? entry.slug

/**
 * Each entry's match before the save, or undefined when new. A keyless entry takes the earlier entry at its
 * address unless that key lives on elsewhere; a repeated key matches once.
 */
export function matchEntries<T extends KeyedEntry>(
  before: readonly T[],
  after: readonly T[],
): (T | undefined)[] {
  const byKey = new Map<string, T>()
  for (const entry of before) if (!byKey.has(identityOf(entry))) byKey.set(identityOf(entry), entry)
  const claimed = new Set<T>()
  const claim = (entry: T | undefined) => {
    if (entry === undefined || claimed.has(entry)) return undefined
    claimed.add(entry)
    return entry
  }
  // Keyed entries first, so an added entry never takes the place of one still in the list.
  const keyed = after.map((entry) => (entry.key === undefined ? undefined : claim(byKey.get(entry.key))))
  return after.map((entry, index) =>
    entry.key === undefined
      ? claim(before.find((old) => old.slug === entry.slug && !claimed.has(old)))
      : keyed[index],
  )
}

/** Every service of the menu, the categories' first and then the others, in menu order. */
export function listServiceEntries<T extends KeyedEntry>(menu: ServiceMenu<T>): T[] {
  return [...menu.categories.flatMap((category) => category.services), ...menu.otherServices]
}

/** Whether a service in the menu has no key yet: one added since the last save. */
export const lacksServiceKeys = (menu: ServiceMenu) =>
  listServiceEntries(menu).some((service) => service.key === undefined)

/**
 * Keys every service (the editor cannot generate one): a matched entry's key, else its address, numbered
 * if another service, or one removed in this save, has it.
 */
export function withServiceKeys<M extends ServiceMenu>(before: ServiceMenu, after: M): M {
  const matches = matchEntries(listServiceEntries(before), listServiceEntries(after))
  const taken = new Set(
    [...listServiceEntries(before), ...listServiceEntries(after)].flatMap((entry) =>
      entry.key === undefined ? [] : [entry.key],
    ),
  )
  const keyFor = (entry: KeyedEntry, match: KeyedEntry | undefined) => {
    if (match) return identityOf(match)
    let key = entry.slug
    for (let number = 2; taken.has(key); number++) key = `${entry.slug}-${number}`
    taken.add(key)
    return key
  }
  let index = 0
  const keyed = <T extends KeyedEntry>(entry: T): T => {
    const match = matches[index++]
    return entry.key === undefined ? { ...entry, key: keyFor(entry, match) } : entry
  }
  return {
    ...after,
    categories: after.categories.map((category) => ({ ...category, services: category.services.map(keyed) })),
    otherServices: after.otherServices.map(keyed),
  }
}
