/** A word in braces, such as {legalName}, that the site replaces with a fact kept elsewhere. */
const PLACEHOLDER = /\{(\w+)\}/g

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '')
}

/** Every string inside `data`, with each known placeholder replaced by its value. */
export function fillPlaceholders<T>(data: T, values: Readonly<Record<string, string>>): T {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole)
    if (Array.isArray(value)) return value.map(fill)
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]))
    return value
  }
  return fill(data) as T
}
