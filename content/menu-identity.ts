/**
 * Tells which menu entry after a save is which entry before it, by key and never by position: dragging an
 * entry, or adding or removing one, moves the others without changing what they are.
 */

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
 * For each entry after the save, the entry it was before, or undefined for a new one. An entry without a
 * key was added since the last save: it is the earlier entry at the same address if that one has not kept
 * its key elsewhere in the list, and otherwise new. A key repeated after the save matches only once.
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
 * The menu with a key on every service. An added service keeps the key of the earlier entry it matches and
 * otherwise takes its address, with a number added if another service, or one removed in this save,
 * already has that key. Keys are set here because the editor cannot generate a value.
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
