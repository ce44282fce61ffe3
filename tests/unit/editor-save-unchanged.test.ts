import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ComponentSchema } from '@keystatic/core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dataFiles } from '../../content/data-files.ts'
import { WORDS_FOLDERS } from '../../content/service-data-files.ts'
import { collections, singletons } from '../../keystatic.config.ts'
import { collectionEntry, type Singleton, saveUnchanged } from './keystatic-save.ts'

const repo = resolve(import.meta.dirname, '../..')

/** Every entry of a collection: each file of its folder, as the editor lists them. */
const entries = Object.entries(collections).flatMap(([name, collection]) => {
  const folder = (collection.path ?? '').replace(/\/\*$/, '')
  return readdirSync(join(repo, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file): [string, Singleton] => [
      `${name}/${file}`,
      collectionEntry(collection as Parameters<typeof collectionEntry>[0], file.slice(0, -5)),
    ])
})

const screens = [...(Object.entries(singletons) as [string, Singleton][]), ...entries]

/** A collection entry's schema is its folder's, with the key that names the file besides. */
const schemaOf = (singleton: Singleton) => {
  const folder = Object.values(WORDS_FOLDERS).find((words) => singleton.path?.startsWith(`${words.folder}/`))
  if (folder && folder.schema instanceof z.ZodObject) return folder.schema.extend({ key: z.string() })
  return Object.values(dataFiles).find((file) => file.path === `${singleton.path}.json`)?.schema
}

/** Each key of the schema that the screen has no field for, however deep and whether or not a file holds it. */
function missingFields(schema: z.ZodType, field: ComponentSchema, where: string): string[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable)
    return missingFields(schema.unwrap() as z.ZodType, field, where)
  if (schema instanceof z.ZodObject)
    return Object.entries(schema.shape).flatMap(([key, inner]) => {
      const child = field.kind === 'object' ? field.fields[key] : undefined
      return child ? missingFields(inner as z.ZodType, child, `${where}.${key}`) : [`${where}.${key}`]
    })
  if (schema instanceof z.ZodArray)
    return field.kind === 'array'
      ? missingFields(schema.element as z.ZodType, field.element, `${where}[]`)
      : [where]
  return field.kind === 'form' ? [] : [where]
}

describe('every editor screen saved unchanged', () => {
  it('opens every words file as an entry of its collection, and only those', () => {
    expect(entries.map(([name]) => name)).toContain('categories/erp-solutions.json')
    expect(entries.map(([name]) => name)).toContain('solutions/userprovisioning.json')
    expect(entries).toHaveLength(
      Object.values(WORDS_FOLDERS).flatMap(({ folder }) =>
        readdirSync(join(repo, folder)).filter((file) => file.endsWith('.json')),
      ).length,
    )
  })

  it('is every screen of the configuration, one for each data file the gate checks', () => {
    expect(screens.map(([, singleton]) => `${singleton.path}.json`).sort()).toEqual(
      Object.values(dataFiles)
        .map((file) => file.path)
        .sort(),
    )
  })

  it.each(screens)('%s has a field for every key of its schema', (_key, singleton) => {
    const schema = schemaOf(singleton)
    if (!(schema instanceof z.ZodObject)) throw new Error(`${singleton.path}: no object schema`)
    const root = { kind: 'object', fields: singleton.schema } as ComponentSchema
    expect(missingFields(schema, root, singleton.path ?? '')).toEqual([])
  })

  it.each(screens)('%s leaves its files byte for byte as they were', (_key, singleton) => {
    for (const [path, contents] of saveUnchanged(singleton)) {
      const before = readFileSync(join(repo, path), path.endsWith('.json') ? 'utf8' : 'latin1')
      expect(contents, path).toBe(before)
    }
  })
})
