import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { collection, fields, singleton } from '@keystatic/core'
import { describe, expect, it } from 'vitest'
import { dataFiles } from '../../content/data-files.ts'
import { editableFiles } from '../../scripts/editor/editable-files.ts'
import { findRefusedPaths, isEditablePath, listEditablePaths } from './editable-paths.ts'

const repo = resolve(import.meta.dirname, '../..')

/** Every file of the working tree, tracked or new, that git does not ignore. */
function listRepositoryFiles(): string[] {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repo,
    encoding: 'utf8',
  })
  return listed.stdout.split('\0').filter(Boolean)
}

describe('the files the content editor may write', () => {
  it('are exactly the data files the content gate checks: the screens’ files and the collections’ entries', () => {
    const entries = Object.values(dataFiles)
      .map((file) => file.path)
      .filter((path) => isEditablePath(editableFiles, path) && !editableFiles.dataFiles.has(path))
    expect([...editableFiles.dataFiles, ...entries].sort()).toEqual(
      Object.values(dataFiles)
        .map((file) => file.path)
        .sort(),
    )
    expect(editableFiles.entryFolders).toEqual(['content/data/categories', 'content/data/solutions'])
    expect(entries).toContain('content/data/categories/erp-solutions.json')
    expect(entries).toContain('content/data/solutions/userprovisioning.json')
  })

  it('accept a new entry of a collection, named by a key, and nothing else in its folder', () => {
    for (const path of [
      'content/data/solutions/new-one.json',
      'content/data/solutions/grantreportinghub.json',
      'content/data/categories/grants-and-awards.json',
    ])
      expect(isEditablePath(editableFiles, path), path).toBe(true)
    const refused = [
      'content/data/solutions/../company.json',
      'content/data/solutions/..json',
      'content/data/solutions/.json',
      'content/data/solutions/a/b.json',
      'content/data/solutions/Bad.json',
      'content/data/solutions/new_one.json',
      'content/data/solutions/new-one.ts',
      'content/data/solutions/new-one.json.ts',
      'content/data/solutions/new-one',
      'content/data/solutions/-new.json',
      'content/data/solutions/new--one.json',
      'content/data/solutions/new one.json',
      'content/data/solutions/new%2fone.json',
      'content/data/solutions/%2e%2e.json',
      'content/data/solutions\\new.json',
      'content/data/solutions/new\\one.json',
      'content/data/solutions.json',
      'content/data/solution/new.json',
      'content/data/other/new.json',
      'content/data/new.json',
      '/content/data/solutions/new.json',
      'content/data/categories/new.json/x.json',
    ]
    for (const path of refused) expect(isEditablePath(editableFiles, path), path).toBe(false)
    expect(
      findRefusedPaths(editableFiles, {
        additions: [{ path: 'content/data/solutions/new-one.json', contents: '' }],
        deletions: [
          { path: 'content/data/solutions/../company.json' },
          { path: 'content/data/solutions/old.json' },
        ],
      }),
    ).toEqual(['content/data/solutions/../company.json'])
  })

  it('keep every data file in content/data/, apart from the code', () => {
    for (const path of editableFiles.dataFiles) expect(path).toMatch(/^content\/data\/[\w/-]+\.json$/)
  })

  it('include no code file: no configured path is the start of a file that is not the editor’s', () => {
    // Keystatic lets through any path that starts with a singleton's path or an image folder's.
    const configured = [
      ...[...editableFiles.dataFiles].map((path) => path.replace(/\.json$/, '')),
      ...editableFiles.entryFolders,
      ...editableFiles.imageFolders,
    ]
    const files = listRepositoryFiles()
    expect(files).toContain('content/redirects-schema.ts')
    const beside = files.filter(
      (file) => !isEditablePath(editableFiles, file) && configured.some((prefix) => file.startsWith(prefix)),
    )
    expect(beside).toEqual([])
  })

  it('refuse a path that only starts like a data file or an upload folder', () => {
    const refused = [
      'content/data/pages.evil.mjs',
      'content/data/pages.json.ts',
      'content/data/pages/x.json',
      'content/data/redirects-schema.ts',
      'content/redirects-schema.ts',
      'content/data-files/x.ts',
      'assets/images/clients-evil.js',
      'assets/images/clients.png',
      'assets/images/clients/logo.js',
      'assets/images/clients/../../../server/index.ts',
      'assets/images/clients/.hidden.png',
      'assets/images/uploads/home.ts',
      'assets/images/uploads/elsewhere/picture.png',
      'assets\\images\\clients\\logo.png',
      '/content/data/pages.json',
    ]
    for (const path of refused) expect(isEditablePath(editableFiles, path), path).toBe(false)
  })

  it('accept every data file and a picture in each upload folder', () => {
    for (const path of editableFiles.dataFiles) expect(isEditablePath(editableFiles, path)).toBe(true)
    expect(editableFiles.imageFolders).toContain('assets/images/clients')
    expect(editableFiles.imageFolders).toContain('assets/images/uploads/home')
    for (const folder of editableFiles.imageFolders)
      expect(isEditablePath(editableFiles, `${folder}/heroSlides/0/image/upload.png`), folder).toBe(true)
    expect(isEditablePath(editableFiles, 'assets/images/clients/clients/3/logo.svg')).toBe(true)
  })

  it('name every refused file of a save, added or deleted', () => {
    const update = {
      additions: [
        { path: 'content/data/company.json', contents: '' },
        { path: 'content/redirects.ts', contents: '' },
      ],
      deletions: [{ path: 'content/data/leadership.json' }, { path: 'content/redirects-schema.ts' }],
    }
    expect(findRefusedPaths(editableFiles, update)).toEqual([
      'content/redirects.ts',
      'content/redirects-schema.ts',
    ])
  })
})

describe('describing a Keystatic configuration', () => {
  const image = fields.image({ label: 'Logo', directory: 'assets/images/clients' })

  it('derives data files from singleton paths, and upload folders from nested image fields', () => {
    const paths = listEditablePaths(
      {
        singletons: {
          clients: singleton({
            label: 'Clients',
            path: 'content/data/clients',
            format: { data: 'json' },
            schema: { clients: fields.array(fields.object({ logo: image })) },
          }),
        },
      },
      [/^assets\/images\/clients\/[\w/-]+\.png$/],
    )
    expect([...paths.dataFiles]).toEqual(['content/data/clients.json'])
    expect(paths.imageFolders).toEqual(['assets/images/clients'])
  })

  it('derives an entry folder from each collection of one JSON file per entry', () => {
    const paths = listEditablePaths(
      {
        collections: {
          posts: collection({
            label: 'Posts',
            path: 'content/data/posts/*',
            slugField: 'key',
            format: { data: 'json' },
            schema: { key: fields.text({ label: 'Key' }), logo: image },
          }),
        },
      },
      [/^assets\/images\/clients\/[\w/-]+\.png$/],
    )
    expect([...paths.dataFiles]).toEqual([])
    expect(paths.entryFolders).toEqual(['content/data/posts'])
    expect(paths.imageFolders).toEqual(['assets/images/clients'])
    expect(isEditablePath(paths, 'content/data/posts/first-post.json')).toBe(true)
    expect(isEditablePath(paths, 'content/data/posts/first.post.json')).toBe(false)
  })

  it('refuses to describe what it cannot list exactly', () => {
    const schema = { name: fields.text({ label: 'Name' }) }
    const posts = (path: string, format: unknown = { data: 'json' }, slugField = 'name') => ({
      collections: { posts: { label: 'Posts', path, slugField, format, schema } },
    })
    expect(() => listEditablePaths(posts('content/posts/**'), [])).toThrow(/ending in \/\*/)
    expect(() => listEditablePaths(posts('content/posts/*/index'), [])).toThrow(/ending in \/\*/)
    expect(() => listEditablePaths(posts('content/../posts/*'), [])).toThrow(/plain folder names/)
    expect(() => listEditablePaths(posts('content/posts/*', 'yaml'), [])).toThrow(/JSON/)
    expect(() => listEditablePaths(posts('content/posts/*', undefined, 'title'), [])).toThrow(/slug field/)
    expect(() =>
      listEditablePaths({ singletons: { a: singleton({ label: 'A', path: 'content/a', schema }) } }, []),
    ).toThrow(/JSON/)
    expect(() =>
      listEditablePaths(
        {
          singletons: {
            a: singleton({ label: 'A', path: 'content/../a', format: { data: 'json' }, schema }),
          },
        },
        [],
      ),
    ).toThrow(/plain folder and file names/)
    expect(() =>
      listEditablePaths(
        {
          singletons: {
            a: singleton({
              label: 'A',
              path: 'content/data/a',
              format: { data: 'json' },
              schema: { logo: fields.image({ label: 'Logo' }) },
            }),
          },
        },
        [],
      ),
    ).toThrow(/directory/)
  })
})
