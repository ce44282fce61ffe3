import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type ComponentSchema, fields } from '@keystatic/core'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dataFiles } from '../../content/data-files.ts'
import { screenWords } from '../../content/editor-words/screens.ts'
import { LeaderSchema } from '../../content/schema.ts'
import { schemaSingleton } from '../../editor/schema-fields.ts'
import { collections, singletons } from '../../keystatic.config.ts'
import { saveUnchanged } from './keystatic-save.ts'

type Field = ComponentSchema & {
  label?: string
  description?: string
  formKind?: string
  options?: { label: string; value: string }[]
  validation?: { length?: { min?: number; max?: number } }
  element?: Field
  fields?: Record<string, Field>
  itemLabel?: (props: unknown) => string
}

const repo = resolve(import.meta.dirname, '../..')
const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A copy of one data file under a temporary root, changed by `edit`. */
function copyWith(path: string, data: unknown): string {
  mkdirSync(join(repo, '.e2e-data'), { recursive: true })
  const root = mkdtempSync(join(repo, '.e2e-data', 'schema-fields-'))
  temporary.push(root)
  mkdirSync(join(root, path, '..'), { recursive: true })
  writeFileSync(join(root, path), `${JSON.stringify(data, null, 2)}\n`)
  return root
}

const leadership = dataFiles.leadership

function screen(key: string) {
  const found = singletons[key] ?? collections[key as keyof typeof collections]
  if (!found) throw new Error(`no ${key} screen`)
  return found
}
const list = (key: string, field: string) => screen(key).schema[field] as Field
const entry = (key: string, field: string) => list(key, field).element as Field

const people = (await import('../../content/data/leadership.json')).default.people

describe('editor screens generated from the data files’ schemas', () => {
  it('show a field added to a schema, with its limits, without any other change', () => {
    const withPronouns = z.object({
      people: z.array(LeaderSchema.extend({ pronouns: z.string().min(2).max(20) })).length(people.length),
    })
    const screen = schemaSingleton(leadership.path, withPronouns, screenWords('leadership'))
    const person = (screen.schema.people as Field).element as Field
    const pronouns = person.fields?.pronouns as Field
    expect(pronouns.kind).toBe('form')
    expect(pronouns.label).toBe('Pronouns')

    const root = copyWith(leadership.path, {
      people: people.map((person) => ({ ...person, pronouns: 'she/her' })),
    })
    const [[path, written] = []] = [...saveUnchanged(screen, root)]
    expect(path).toBe(leadership.path)
    expect(JSON.parse(written ?? '{}').people[0].pronouns).toBe('she/her')
  })

  it('take list sizes from the schema alone', () => {
    const open = z.object({ people: z.array(LeaderSchema) })
    const screen = schemaSingleton(leadership.path, open, screenWords('leadership'))
    expect((screen.schema.people as Field).validation?.length).toEqual({ min: undefined, max: undefined })
    const skills = ((screen.schema.people as Field).element as Field).fields?.skills as Field
    expect(skills.validation?.length).toEqual({ min: 3, max: 5 })
  })

  it('change the file when a screen leaves out one of its fields', () => {
    const full = screen('leadership')
    const person = entry('leadership', 'people')
    const { initials: _dropped, ...rest } = person.fields ?? {}
    const partial = { ...full, schema: { people: fields.array(fields.object(rest), { label: 'People' }) } }
    expect(() => saveUnchanged(partial)).toThrow(/"initials" is not allowed/)
    expect([...saveUnchanged(full)][0]?.[1]).toContain('"initials"')
  })

  it('name each entry by its name, and a choice by its label rather than its value', () => {
    expect(list('leadership', 'people').itemLabel?.({ fields: { name: { value: 'Laura Chen' } } })).toBe(
      'Laura Chen',
    )
    const area = entry('testimonials', 'testimonials').fields?.categoryId as Field
    expect(area.options?.length).toBeGreaterThan(3)
    const services = list('categories', 'services')
    const page = (services.element as Field).fields?.slug as Field
    expect(services.itemLabel?.({ fields: { slug: { value: page.options?.[0]?.value } } })).toBe(
      page.options?.[0]?.label,
    )
  })

  it('give each words file entry a key that names its file, in the menus’ form for that folder', () => {
    const key = (folder: 'categories' | 'solutions') =>
      collections[folder].schema.key as Field & { validate(value: string, args?: unknown): string }
    const slugField = { slugField: { slugs: new Set(['erp-solutions']), glob: '*' } }
    const refusal = (folder: 'categories' | 'solutions', value: string) => {
      try {
        key(folder).validate(value, slugField)
        return undefined
      } catch (error) {
        return (error as Error).message
      }
    }
    expect(collections.categories.slugField).toBe('key')
    expect(key('categories').formKind).toBe('slug')
    expect(key('categories').label).toBe('Words file')
    expect(refusal('categories', 'grants-and-awards')).toBeUndefined()
    expect(refusal('solutions', 'grantreportinghub')).toBeUndefined()
    for (const bad of ['Bad', 'a/b', '../company', 'new_one', '-new', 'new.json', ''])
      expect(refusal('categories', bad), bad).toBeDefined()
    expect(refusal('solutions', 'grant-reporting-hub')).toBe(
      'Lower-case letters and digits only, no hyphens.',
    )
    expect(refusal('categories', 'erp-solutions')).toBe('Words file must be unique')
    const upload = entry('categories', 'heroSlides').fields?.image?.fields?.upload as Field & {
      directory?: string
    }
    expect(upload.directory).toBe('assets/images/uploads/categories')
  })

  it('make uploads, links and hidden keys of the fields the words say', () => {
    expect(entry('clients', 'clients').fields?.logo?.formKind).toBe('asset')
    expect(entry('leadership', 'people').fields?.linkedInUrl?.label).toBe('LinkedIn profile')
    expect(entry('home', 'heroSlides').fields?.image?.fields?.upload?.formKind).toBe('asset')
    const service = entry('catalog', 'categories').fields?.services?.element
    expect(service?.fields?.key?.kind).toBe('form')
    expect(service?.fields?.key?.formKind).toBe(undefined)
  })
})
