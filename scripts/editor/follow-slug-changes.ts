import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lacksServiceKeys, withServiceKeys } from '../../content/menu-identity.ts'
import {
  PUBLISHED_ADDRESSES_FILE,
  type PublishedAddresses,
  recordAddresses,
} from '../../content/published-addresses.ts'
import {
  addressOf,
  CATALOG_FILE,
  type ContentFiles,
  categoryFile,
  findSlugChanges,
  followSlugChanges,
  type Menus,
  OTHER_SERVICES_FILE,
  REDIRECTS_FILE,
  SOLUTION_MENU_FILE,
  solutionFile,
  TESTIMONIALS_FILE,
} from '../../content/rename-slug.ts'
import { readRepositoryText } from '../build-steps/content/content-gate-plugin.ts'

/** The body of Keystatic's local "update" request: whole files, base64-encoded. */
export interface KeystaticUpdate {
  additions: { path: string; contents: string }[]
  deletions: { path: string }[]
}

/** `addresses`: the new addresses, for the ledger of published ones. */
export interface FollowedUpdate {
  update: KeystaticUpdate
  moved: string[]
  addresses: string[]
}

/** Adds to a save that changes a page's slug every file that must follow, so the one save stays consistent. */
export function followSlugChangesInUpdate(root: string, request: KeystaticUpdate): FollowedUpdate {
  let update = request
  // Only the saved JSON files: a save can also carry an uploaded picture.
  const saved = new Map(
    update.additions
      .filter(({ path }) => path.endsWith('.json'))
      .map(({ path, contents }) => [path, decode(contents)]),
  )
  if (!saved.has(CATALOG_FILE) && !saved.has(SOLUTION_MENU_FILE)) return { update, moved: [], addresses: [] }
  const read = (path: string) => saved.get(path) ?? readJson(root, path)
  const before = {
    catalog: readJson(root, CATALOG_FILE),
    solutionMenu: readJson(root, SOLUTION_MENU_FILE),
  } as Menus
  const after = { catalog: read(CATALOG_FILE), solutionMenu: read(SOLUTION_MENU_FILE) } as Menus
  const additions = new Map(update.additions.map((addition) => [addition.path, addition.contents]))
  // A service added in the editor has no key yet, and the editor cannot make one: it gets it in this save.
  if (saved.has(CATALOG_FILE) && lacksServiceKeys(after.catalog)) {
    after.catalog = withServiceKeys(before.catalog, after.catalog)
    additions.set(CATALOG_FILE, encode(after.catalog))
    update = { ...update, additions: [...additions].map(([path, contents]) => ({ path, contents })) }
  }
  const changes = findSlugChanges(before, after)
  if (changes.length === 0) return { update, moved: [], addresses: [] }

  const paths = [
    ...after.catalog.categories.map((category) => categoryFile(category.key ?? category.slug)),
    ...after.solutionMenu.solutions.map((solution) => solutionFile(solution.key ?? solution.slug)),
    OTHER_SERVICES_FILE,
    TESTIMONIALS_FILE,
    REDIRECTS_FILE,
  ].filter((path) => saved.has(path) || readRepositoryText(root, path) !== undefined)
  const files: ContentFiles = Object.fromEntries(paths.map((path) => [path, read(path)]))
  const followed = followSlugChanges(files, changes, after)
  const rewritten = Object.entries(followed).filter(
    ([path, file]) => JSON.stringify(file) !== JSON.stringify(files[path]),
  )
  for (const [path, file] of rewritten) additions.set(path, encode(file))
  return {
    update: {
      additions: [...additions].map(([path, contents]) => ({ path, contents })),
      deletions: [
        ...update.deletions,
        ...Object.keys(files)
          .filter((path) => !(path in followed))
          .map((path) => ({ path })),
      ],
    },
    moved: changes.map((change) => `${change.from} → ${change.to}`),
    addresses: changes
      .filter((change) => change.draftAfter !== true)
      .map((change) => addressOf(change, change.to, after)),
  }
}

/** Kept outside Keystatic's save, which may only write the files its forms describe. */
export function recordPublishedAddresses(root: string, addresses: readonly string[]) {
  if (addresses.length === 0) return
  const published = readJson(root, PUBLISHED_ADDRESSES_FILE) as PublishedAddresses
  writeFileSync(
    join(root, PUBLISHED_ADDRESSES_FILE),
    `${JSON.stringify(recordAddresses(published, addresses), null, 2)}\n`,
  )
}

function readJson(root: string, path: string): unknown {
  const text = readRepositoryText(root, path)
  return text === undefined ? undefined : JSON.parse(text)
}

const decode = (contents: string): unknown => JSON.parse(Buffer.from(contents, 'base64').toString('utf8'))

/** Keystatic's own layout, so a later save from the editor changes nothing else. */
const encode = (file: unknown) => Buffer.from(`${JSON.stringify(file, null, 2)}\n`).toString('base64')
