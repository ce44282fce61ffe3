import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lacksServiceKeys, withServiceKeys } from '../../content/menu-identity.ts'
import {
  PUBLISHED_ADDRESSES_FILE,
  type PublishedAddresses,
  recordAddresses,
} from '../../content/published-addresses.ts'
import type { Redirect } from '../../content/redirects-schema.ts'
import {
  addressOf,
  CATALOG_FILE,
  type ContentFiles,
  categoryFile,
  findSlugChanges,
  followSlugChanges,
  listRetireTargets,
  type Menus,
  OTHER_SERVICES_FILE,
  planRetirements,
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

/** `addresses`: the new addresses, for the ledger of published ones; `withdrawn`: those to take out of it. */
export interface FollowedUpdate {
  update: KeystaticUpdate
  moved: string[]
  addresses: string[]
  withdrawn: string[]
  /** Why the save must be refused: nothing of it is written. */
  problems: string[]
  /** The files the save writes or removes besides those the staff member saved. */
  alsoChanged: string[]
  /** The redirects the save adds. */
  redirects: Redirect[]
}

/** `fresh`: addresses first given in this run of the editor, never published. */
export function followSlugChangesInUpdate(
  root: string,
  request: KeystaticUpdate,
  fresh: ReadonlySet<string> = new Set(),
): FollowedUpdate {
  let update = request
  const unchanged = (problems: string[] = []): FollowedUpdate => ({
    update,
    moved: [],
    addresses: [],
    withdrawn: [],
    problems,
    alsoChanged: [],
    redirects: [],
  })
  // Only the saved JSON files: a save can also carry an uploaded picture.
  const saved = new Map(
    update.additions
      .filter(({ path }) => path.endsWith('.json'))
      .map(({ path, contents }) => [path, decode(contents)]),
  )
  if (!saved.has(CATALOG_FILE) && !saved.has(SOLUTION_MENU_FILE)) return unchanged()
  const read = (path: string) => saved.get(path) ?? readJson(root, path)
  const before = {
    catalog: readJson(root, CATALOG_FILE),
    solutionMenu: readJson(root, SOLUTION_MENU_FILE),
  } as Menus
  let after = { catalog: read(CATALOG_FILE), solutionMenu: read(SOLUTION_MENU_FILE) } as Menus
  const additions = new Map(update.additions.map((addition) => [addition.path, addition.contents]))
  const rewrite = (path: string, file: unknown) => {
    additions.set(path, encode(file))
    update = { ...update, additions: [...additions].map(([path, contents]) => ({ path, contents })) }
  }
  // A service added in the editor has no key yet, and the editor cannot make one: it gets it in this save.
  if (saved.has(CATALOG_FILE) && lacksServiceKeys(after.catalog)) {
    after.catalog = withServiceKeys(before.catalog, after.catalog)
    rewrite(CATALOG_FILE, after.catalog)
  }
  const ledger = readJson(root, PUBLISHED_ADDRESSES_FILE) as PublishedAddresses | undefined
  const plan = planRetirements(before, after, new Set(ledger?.addresses))
  if (plan.problems.length > 0) return unchanged(plan.problems)
  if (plan.retirements.length > 0) {
    after = plan.menus
    if (saved.has(CATALOG_FILE)) rewrite(CATALOG_FILE, after.catalog)
    if (saved.has(SOLUTION_MENU_FILE)) rewrite(SOLUTION_MENU_FILE, after.solutionMenu)
  }
  const recorded = new Set(ledger?.addresses)
  const newlyPublished = publishedAddressesOf(after).filter((address) => !recorded.has(address))
  const changes = findSlugChanges(before, after)
  if (changes.length === 0 && plan.retirements.length === 0)
    return { ...unchanged(), addresses: newlyPublished }
  const targets = listRetireTargets(after, changes)
  const nowhere = plan.retirements.filter((retired) => retired.draft !== true && !targets.has(retired.to))
  if (nowhere.length > 0)
    return unchanged(
      nowhere.map(
        (retired) =>
          `"${retired.name}" (${retired.from}) would send its address to ${retired.to}, which is not a published page after this save: choose another page`,
      ),
    )

  const paths = [
    ...after.catalog.categories.map((category) => categoryFile(category.key ?? category.slug)),
    ...after.solutionMenu.solutions.map((solution) => solutionFile(solution.key ?? solution.slug)),
    ...plan.retirements.map((retired) => retired.wordsFile),
    OTHER_SERVICES_FILE,
    TESTIMONIALS_FILE,
    REDIRECTS_FILE,
  ].filter((path) => saved.has(path) || readRepositoryText(root, path) !== undefined)
  const files: ContentFiles = Object.fromEntries(paths.map((path) => [path, read(path)]))
  const followed = followSlugChanges(files, changes, after, plan.retirements, fresh)
  const rewritten = Object.entries(followed).filter(
    ([path, file]) => JSON.stringify(file) !== JSON.stringify(files[path]),
  )
  for (const [path, file] of rewritten) additions.set(path, encode(file))
  const removed = Object.keys(files).filter((path) => !(path in followed))
  const requested = new Set(request.additions.map(({ path }) => path))
  const earlier = new Set(redirectsOf(files[REDIRECTS_FILE]).map((redirect) => JSON.stringify(redirect)))
  return {
    update: {
      additions: [...additions].map(([path, contents]) => ({ path, contents })),
      deletions: [...update.deletions, ...removed.map((path) => ({ path }))],
    },
    moved: [
      ...plan.retirements.map((retired) => `${retired.from} (retired) → ${retired.to}`),
      ...changes.map((change) => `${change.from} → ${change.to}`),
    ],
    addresses: [
      ...new Set([
        ...changes
          .filter((change) => change.draftAfter !== true)
          .map((change) => addressOf(change, change.to, after)),
        ...newlyPublished,
      ]),
    ],
    withdrawn: changes
      .map((change) => addressOf(change, change.from, after))
      .filter((address) => fresh.has(address)),
    problems: [],
    alsoChanged: [...rewritten.map(([path]) => path), ...removed]
      .filter((path) => !requested.has(path))
      .sort(),
    redirects: redirectsOf(followed[REDIRECTS_FILE]).filter(
      (redirect) => !earlier.has(JSON.stringify(redirect)),
    ),
  }
}

const redirectsOf = (file: unknown): Redirect[] =>
  (file as { redirects?: Redirect[] } | undefined)?.redirects ?? []

const live = <T extends { draft?: boolean }>(entries: readonly T[]) =>
  entries.filter((entry) => entry.draft !== true)

/** The pages the menus publish: a new one, or a draft made public, enters the ledger with the save. */
export function publishedAddressesOf(menus: Menus): string[] {
  return [
    ...live(menus.catalog.categories).flatMap((category) => [
      category.path ?? `/services/${category.slug}`,
      ...live(category.services).map((service) => `/services/${service.slug}`),
    ]),
    ...live(menus.catalog.otherServices ?? []).map((service) => `/services/${service.slug}`),
    ...live(menus.solutionMenu.solutions).map((solution) => `/solutions/${solution.slug}`),
  ]
}

/** Outside Keystatic's save, which may only write the files its forms describe; returns what it added. */
export function recordPublishedAddresses(
  root: string,
  addresses: readonly string[],
  withdrawn: readonly string[] = [],
): string[] {
  if (addresses.length === 0 && withdrawn.length === 0) return []
  const published = readJson(root, PUBLISHED_ADDRESSES_FILE) as PublishedAddresses
  const kept = { addresses: published.addresses.filter((address) => !withdrawn.includes(address)) }
  writeFileSync(
    join(root, PUBLISHED_ADDRESSES_FILE),
    `${JSON.stringify(recordAddresses(kept, addresses), null, 2)}\n`,
  )
  return addresses.filter((address) => !published.addresses.includes(address))
}

function readJson(root: string, path: string): unknown {
  const text = readRepositoryText(root, path)
  return text === undefined ? undefined : JSON.parse(text)
}

const decode = (contents: string): unknown => JSON.parse(Buffer.from(contents, 'base64').toString('utf8'))

/** Keystatic's own layout, so a later save from the editor changes nothing else. */
const encode = (file: unknown) => Buffer.from(`${JSON.stringify(file, null, 2)}\n`).toString('base64')
