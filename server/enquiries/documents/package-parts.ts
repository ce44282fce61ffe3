/** Part names and content types of an OPC package (ECMA-376 Part 2), as Word resolves them. */
import { attributeValues, localName, visitXml } from './word-xml.ts'

/** A zip entry or part name as Word compares them: percent-decoded, case-insensitive, no leading slash. */
export function partKey(name: string): string {
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // Not percent-encoded after all; the name as written is the part's name.
  }
  return decoded.replace(/^\/+/, '').toLowerCase()
}

/** The part an internal relationship points at: relative to the folder holding the `_rels` folder. */
export function resolveTarget(relsKey: string, target: string): string {
  const base = relsKey.replace(/(?:^|\/)_rels\/[^/]*$/, '')
  const path = target.trim().startsWith('/') ? target.trim() : `${base}/${target.trim()}`
  const resolved: string[] = []
  for (const segment of partKey(path).split(/[\\/]/)) {
    if (segment === '..') resolved.pop()
    else if (segment !== '' && segment !== '.') resolved.push(segment)
  }
  return resolved.join('/')
}

export interface ContentTypes {
  defaults: Map<string, string>
  overrides: Map<string, string>
  of(key: string): string | undefined
}

export function readContentTypes(xml: string): ContentTypes {
  const defaults = new Map<string, string>()
  const overrides = new Map<string, string>()
  visitXml(xml, {
    element(name, attributes) {
      const local = localName(name)
      const [type] = attributeValues(attributes, 'ContentType').map((value) => value.trim())
      if (type === undefined) return
      if (local === 'Default') {
        for (const extension of attributeValues(attributes, 'Extension'))
          defaults.set(extension.toLowerCase(), type)
      } else if (local === 'Override') {
        for (const part of attributeValues(attributes, 'PartName')) overrides.set(partKey(part), type)
      }
    },
  })
  return {
    defaults,
    overrides,
    of: (key) => overrides.get(key) ?? defaults.get(key.slice(key.lastIndexOf('.') + 1)),
  }
}
