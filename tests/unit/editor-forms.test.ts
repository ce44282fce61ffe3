import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { ComponentSchema } from '@keystatic/core'
import { describe, expect, it } from 'vitest'
import { dataFiles } from '../../content/data-files.ts'
import { characterCount } from '../../editor/fields.ts'
import { collections, singletons } from '../../keystatic.config.ts'

const repo = resolve(import.meta.dirname, '../..')

/** Each words file as its collection's entry: the folder's fields, less the key its file name holds. */
const entries = Object.values(collections).flatMap((collection) => {
  const folder = (collection.path ?? '').replace(/\/\*$/, '')
  const { [collection.slugField]: _key, ...schema } = collection.schema as Record<string, ComponentSchema>
  return readdirSync(join(repo, folder))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ path: `${folder}/${file.slice(0, -5)}`, schema }))
})
const screens = [...Object.values(singletons), ...entries]

/** Every field the editor would refuse to save, as `path: message`. */
function findRefusals(schema: ComponentSchema, value: unknown, where: string): string[] {
  if (schema.kind === 'form') {
    // A form field's parse and validate, as the editor runs them before saving (no slug context here).
    const field = schema as {
      parse: (value: unknown, extra: undefined) => unknown
      validate: (value: unknown, extra: undefined) => unknown
    }
    try {
      field.validate(field.parse(value, undefined), undefined)
      return []
    } catch (error) {
      return [`${where}: ${(error as Error).message}`]
    }
  }
  if (schema.kind === 'object')
    return Object.entries(schema.fields).flatMap(([key, field]) =>
      findRefusals(field, (value as Record<string, unknown> | undefined)?.[key], `${where}.${key}`),
    )
  if (schema.kind === 'array')
    return (value as unknown[]).flatMap((item, index) =>
      findRefusals(schema.element, item, `${where}[${index}]`),
    )
  return [`${where}: a ${schema.kind} field the test does not know`]
}

describe('the editor’s forms (keystatic.config.ts)', () => {
  it('describe exactly the data files the gate checks', () => {
    const paths = screens.map((singleton) => `${singleton.path}.json`)
    expect(paths.sort()).toEqual(
      Object.values(dataFiles)
        .map((file) => file.path)
        .sort(),
    )
  })

  it.each(screens.map((screen) => [screen.path, screen] as const))(
    'accept every value now in %s',
    (_path, singleton) => {
      const data = JSON.parse(readFileSync(join(repo, `${singleton.path}.json`), 'utf8'))
      expect(Object.keys(singleton.schema)).toEqual(Object.keys(data))
      const refusals = Object.entries(singleton.schema).flatMap(([key, field]) =>
        findRefusals(field, data[key], key),
      )
      expect(refusals).toEqual([])
    },
  )

  it('refuse what the schemas refuse, in the content gate’s words: an empty biography, lower-case initials, a malformed e-mail, a tag', () => {
    const people = singletons.leadership?.schema.people as {
      element: { fields: Record<string, ComponentSchema> }
    }
    const person = people.element.fields as Record<'bio' | 'initials' | 'name', ComponentSchema>
    const email = singletons.company?.schema.email as ComponentSchema
    expect(findRefusals(person.bio, '', 'bio')).toEqual(['bio: is required (must not be empty)'])
    expect(findRefusals(person.bio, 'Too short.', 'bio')).toEqual([
      'bio: must be at least 120 characters long (it has 10)',
    ])
    expect(findRefusals(person.initials, 'ar', 'initials')).toEqual([
      'initials: must be two or three capital letters',
    ])
    expect(findRefusals(email, 'info.globaltekforce.com', 'email')).toEqual([
      'email: must be an e-mail address, such as info@example.com',
    ])
    expect(findRefusals(person.name, 'Laura <b>Chen</b>', 'name')).toEqual([
      'name: must be plain text, without tags: remove <b> and </b>',
    ])
  })

  it('count the characters of a text with a maximum while it is typed', () => {
    expect(characterCount('x'.repeat(37), { minLength: 120, maxLength: 420 })).toBe(
      'Characters: 37 (120 to 420).',
    )
    expect(characterCount('Go', { maxLength: 40 })).toBe('Characters: 2 (at most 40).')
    expect(characterCount('Go', { minLength: 2 })).toBe(undefined)
  })
})
