import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { type ComponentSchema, fields } from '@keystatic/core'
import { vi } from 'vitest'

/**
 * An unchanged save with Keystatic's own `parseProps`/`serializeProps`, as its unexported `parseEntry` and
 * `serializeEntryToFiles` do: a screen that drops or reshapes a value changes the file here as on a save.
 */

const repo = resolve(import.meta.dirname, '../..')
const dist = join(repo, 'node_modules/@keystatic/core/dist')

type ParseFormField = (
  schema: FormField,
  value: unknown,
  path: readonly (string | number)[],
  pathWithSlugs: readonly string[],
) => unknown
interface FormField {
  formKind?: string
  directory?: string
  filename(
    value: unknown,
    args: { suggestedFilenamePrefix: string; slug: string | undefined },
  ): string | undefined
  parse(value: unknown, args: unknown): unknown
}
interface KeystaticInternals {
  parseProps(
    schema: ComponentSchema,
    value: unknown,
    path: [],
    pathWithSlugs: [],
    parse: ParseFormField,
    validateLength: boolean,
  ): unknown
  serializeProps(
    state: unknown,
    schema: ComponentSchema,
    slugField: string | undefined,
    slug: string | undefined,
    forWrite: boolean,
  ): { value: unknown; extraFiles: { path: string; parent?: string; contents: Uint8Array }[] }
  clientSideValidateProp(
    schema: ComponentSchema,
    value: unknown,
    slugField: { field: string; slugs: Set<string>; glob: '*' } | undefined,
  ): boolean
  toFormattedFormDataError(error: unknown): Error
}

/** The UI bundle imports them from a chunk whose name carries a hash, under short export names. */
async function loadInternals(): Promise<KeystaticInternals> {
  const ui = readFileSync(join(dist, 'keystatic-core-ui.js'), 'utf8')
  const imported = /import \{([^}]*\bparseProps\b[^}]*)\} from '\.\/([\w-]+\.js)'/.exec(ui)
  if (!imported?.[1] || !imported[2]) throw new Error('Keystatic’s UI bundle no longer imports parseProps')
  const names = Object.fromEntries(
    imported[1].split(',').map((binding) => {
      const [exported = '', local = ''] = binding.trim().split(/\s+as\s+/)
      return [local, exported]
    }),
  )
  const chunk = (await import(join(dist, imported[2]))) as Record<string, unknown>
  const pick = (name: string) => {
    const value = chunk[names[name] ?? '']
    if (typeof value !== 'function') throw new Error(`Keystatic’s chunk lacks ${name}`)
    return value
  }
  return {
    parseProps: pick('parseProps'),
    serializeProps: pick('serializeProps'),
    clientSideValidateProp: pick('clientSideValidateProp'),
    toFormattedFormDataError: pick('toFormattedFormDataError'),
  } as unknown as KeystaticInternals
}

const internals = await loadInternals()

export interface Singleton {
  path?: string
  schema: Record<string, ComponentSchema>
  /** A collection entry's: the field that holds the key, and the key, which names its file. */
  slug?: { field: string; value: string }
}

/** One entry of a collection over `<folder>/*`, opened as the editor opens `<folder>/<key>.json`. */
export function collectionEntry(
  collection: { path: string; slugField: string; schema: Record<string, ComponentSchema> },
  key: string,
): Singleton {
  return {
    path: `${collection.path.replace(/\/\*$/, '')}/${key}`,
    schema: collection.schema,
    slug: { field: collection.slugField, value: key },
  }
}

/** Keystatic's `parseEntry`: a key the screen has no field for, or a value it cannot hold, stops the screen. */
function parseAsTheEditorDoes(
  schema: ComponentSchema,
  singleton: Required<Omit<Singleton, 'slug'>> & Pick<Singleton, 'slug'>,
  root: string,
): unknown {
  const slug = singleton.slug
  const dataPath = `${singleton.path}.json`
  try {
    return internals.parseProps(
      schema,
      JSON.parse(readFileSync(join(root, dataPath), 'utf8')),
      [],
      [],
      (field, value, path, pathWithSlugs) => {
        if (slug && path.length === 1 && path[0] === slug.field) {
          if (field.formKind !== 'slug') throw new Error('the slug field is not a slug field')
          return field.parse(value, { slug: slug.value })
        }
        if (field.formKind !== 'asset') return field.parse(value, undefined)
        const filename = field.filename(value, {
          suggestedFilenamePrefix: pathWithSlugs.join('/'),
          slug: slug?.value,
        })
        const folder = field.directory ? `${field.directory}${slug ? `/${slug.value}` : ''}` : singleton.path
        const file = filename ? join(root, folder, filename) : undefined
        const asset = file && existsSync(file) ? new Uint8Array(readFileSync(file)) : undefined
        return field.parse(value, { asset, slug: slug?.value })
      },
      false,
    )
  } catch (error) {
    throw new Error(
      `the editor cannot open ${dataPath}: ${internals.toFormattedFormDataError(error).message}`,
    )
  }
}

/** What one Save of the screen writes when nothing was changed, as file path → bytes. */
export function saveUnchanged({ path, schema: fieldsOf, slug }: Singleton, root = repo): Map<string, string> {
  if (!path) throw new Error('a singleton without a path')
  const singleton = { path, schema: fieldsOf, slug }
  const dataPath = `${path}.json`
  const schema = fields.object(singleton.schema)
  const state = parseAsTheEditorDoes(schema, singleton, root)
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const slugField = slug && { field: slug.field, slugs: new Set<string>(), glob: '*' as const }
  const valid = internals.clientSideValidateProp(schema, state, slugField)
  const refusals = warn.mock.calls.map((call) => String(call[0]))
  warn.mockRestore()
  if (!valid) throw new Error(`the editor would refuse to save ${dataPath}: ${refusals.join('; ')}`)
  const { value, extraFiles } = internals.serializeProps(state, schema, slug?.field, slug?.value, true)
  const written = new Map([[dataPath, `${JSON.stringify(value, null, 2)}\n`]])
  for (const file of extraFiles)
    written.set(
      `${file.parent ? `${file.parent}${slug ? `/${slug.value}` : ''}` : singleton.path}/${file.path}`,
      Buffer.from(file.contents).toString('latin1'),
    )
  return written
}
