import { z } from 'zod'
import {
  allCategoryEntries as categoryEntries,
  allSolutionEntries as solutionEntries,
  allUncategorizedEntries as uncategorizedEntries,
} from './catalog.ts'
import { companyProfile } from './company-profile.ts'
import { requireNoneOrBetween, requireUnique } from './data-rules.ts'
import { allowPageName } from './page-name.ts'
import {
  CategoryCopySchema,
  CategoryEntrySchema,
  FigureSchema,
  HeroSlideSchema,
  PointSchema,
  ServiceCopySchema,
  type ServiceEntry,
  ServiceEntrySchema,
  Slug,
  SolutionEntrySchema,
  SolutionSchema,
} from './schema.ts'
import { categoryWordsKeys, solutionWordsKeys } from './word-file-keys.ts'
import { categoryWordFiles } from './word-files.ts'
import { allowOnly, HeadingSchema, LabelSchema, LeadSectionSchema } from './words-schema.ts'

/** `wordsKeys`: the files of content/data/categories, listed when the check runs, so a file saved since counts. */
export const catalogFileSchema = (wordsKeys: readonly string[]) =>
  z
    .object({
      categories: z.array(CategoryEntrySchema).min(1),
      otherServices: z.array(ServiceEntrySchema),
    })
    .superRefine((file, ctx) => {
      requireUnique(ctx, 'categories', file.categories, 'slug')
      requireUnique(ctx, 'categories', file.categories, 'key')
      requireOwnServiceSlugs(ctx, file)
      requireOwnServiceKeys(ctx, file)
      allowOnly([])(file, ctx)
      for (const [index, category] of file.categories.entries())
        if (!wordsKeys.includes(category.key))
          ctx.addIssue({
            code: 'custom',
            path: ['categories', index, 'key'],
            message: wordsFileMessage('content/data/categories', wordsKeys),
          })
    })

export const CatalogFileSchema = catalogFileSchema(categoryWordsKeys)

type CatalogFile = { categories: { services: ServiceEntry[] }[]; otherServices: ServiceEntry[] }

/** Service pages share one folder of addresses, whichever list they are in. */
function requireOwnServiceSlugs(ctx: z.RefinementCtx, file: CatalogFile) {
  const owners = new Map<string, string>()
  const check = (service: ServiceEntry, path: PropertyKey[]) => {
    const owner = owners.get(service.slug)
    if (owner === undefined) owners.set(service.slug, service.name)
    else
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'slug'],
        message: `repeats "${service.slug}", the address of "${owner}"; each service needs its own`,
      })
  }
  for (const [index, category] of file.categories.entries())
    for (const [position, service] of category.services.entries())
      check(service, ['categories', index, 'services', position])
  for (const [position, service] of file.otherServices.entries()) check(service, ['otherServices', position])
}

/** A key is one service's for good (content/menu-identity.ts): two services with one key would be taken for each other. */
function requireOwnServiceKeys(ctx: z.RefinementCtx, file: CatalogFile) {
  const owners = new Map<string, string>()
  const check = (service: ServiceEntry, path: PropertyKey[]) => {
    if (service.key === undefined) return
    const owner = owners.get(service.key)
    if (owner === undefined) owners.set(service.key, service.name)
    else
      ctx.addIssue({
        code: 'custom',
        path: [...path, 'key'],
        message: `"${service.name}" has the same key ("${service.key}") as "${owner}", and each service must keep its own: put back the key it had, or remove it so that the next save in the editor gives the service a new one`,
      })
  }
  for (const [index, category] of file.categories.entries())
    for (const [position, service] of category.services.entries())
      check(service, ['categories', index, 'services', position])
  for (const [position, service] of file.otherServices.entries()) check(service, ['otherServices', position])
}

/** The words file key is set once; a changed one would detach the entry from its words. */
const wordsFileMessage = (folder: string, keys: readonly string[]) =>
  `"Words file" must name one of the words files in ${folder}: ${keys.join(', ')}. It never changes, even when the web address does: put back the one it had`

export const ServiceFileEntrySchema = z.object({ slug: Slug, ...ServiceCopySchema.shape })
export type ServiceFileEntry = z.infer<typeof ServiceFileEntrySchema>

const companyStatIds: readonly string[] = companyProfile.stats.map((stat) => stat.id)

const category = CategoryCopySchema.shape

/** Where a short form's top-of-page buttons lead: the form itself, or the list of services. */
export const SHORT_FORM_TARGETS = ['form', 'capabilities'] as const

/** `service` is stored with every enquiry the form sends, so it never changes. */
export const ShortFormSchema = z.object({
  service: z
    .string()
    .min(3)
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  page: z.string().min(2).max(60),
  title: HeadingSchema.shape.title,
  lead: LeadSectionSchema.shape.lead,
  messageLabel: LabelSchema,
  heroActions: z
    .array(z.object({ label: LabelSchema, target: z.enum(SHORT_FORM_TARGETS) }))
    .min(1)
    .max(2),
})
export type ShortForm = z.infer<typeof ShortFormSchema>

/** In the order of the files, which the editor writes its fields in; {name} is the category's or the service's own. */
export const CategoryFileSchema = z
  .object({
    summary: category.summary,
    covers: category.covers,
    reasons: category.reasons,
    heroSlides: z.array(HeroSlideSchema).optional(),
    stats: z.array(FigureSchema).optional(),
    /** Figures taken from the firm's own record (content/company-profile.ts), by id. */
    companyStats: z.array(z.string()).optional(),
    framework: z.array(PointSchema).optional(),
    advantages: z.array(PointSchema).optional(),
    alsoSlugs: category.alsoSlugs,
    seo: category.seo,
    services: z.array(ServiceFileEntrySchema),
    /** At most one; a category without it has no short form. */
    shortForm: z.array(ShortFormSchema).max(1).optional(),
  })
  .superRefine(allowPageName)
export type CategoryFile = z.infer<typeof CategoryFileSchema>

/** The words may list the services in any order: pages find them by address, and the menu gives the order. */
function requireSlugs(
  ctx: z.RefinementCtx,
  entries: readonly { slug: string }[],
  menu: readonly { slug: string }[],
  where: string,
) {
  const listed = entries.map((entry) => entry.slug)
  const expected = menu.map((entry) => entry.slug)
  const missing = expected.filter((slug) => !listed.includes(slug))
  const extra = listed.filter((slug) => !expected.includes(slug))
  if (missing.length > 0 || extra.length > 0 || listed.length !== expected.length)
    ctx.addIssue({
      code: 'custom',
      path: ['services'],
      message: `must hold the words of exactly the services the menu (content/data/catalog.json) lists ${where}, once each: ${expected.join(', ')} (it holds ${listed.join(', ') || 'none'})`,
    })
}

/** A form's key is stored with its enquiries, so it must tell them apart from every other form's. */
function requireOwnFormKey(ctx: z.RefinementCtx, file: CategoryFile, ownKey: string | undefined) {
  const service = file.shortForm?.[0]?.service
  if (service === undefined) return
  const owner = categoryEntries.find(
    (other) =>
      other.key !== ownKey &&
      (categoryWordFiles[other.key] as CategoryFile | undefined)?.shortForm?.some(
        (form) => form.service === service,
      ),
  )
  if (owner)
    ctx.addIssue({
      code: 'custom',
      path: ['shortForm', 0, 'service'],
      message: `repeats "${service}", the key of ${owner.name}'s form; each form needs its own, kept for good`,
    })
}

/** Without the menu `entry` naming the file (not in the menu yet), only the file's own rules apply. */
export function categoryFileSchema(
  key?: string,
  entry?: { name: string; services: readonly { slug: string }[] },
) {
  return CategoryFileSchema.superRefine((file, ctx) => {
    if (entry) requireSlugs(ctx, file.services, entry.services, `under ${entry.name}`)
    requireNoneOrBetween(ctx, 'heroSlides', file.heroSlides, 1, 4)
    requireNoneOrBetween(ctx, 'stats', file.stats, 3, 4)
    requireNoneOrBetween(ctx, 'companyStats', file.companyStats, 3, 4)
    requireNoneOrBetween(ctx, 'framework', file.framework, 3, 6)
    requireNoneOrBetween(ctx, 'advantages', file.advantages, 3, 6)
    if (file.stats?.length && file.companyStats?.length)
      ctx.addIssue({
        code: 'custom',
        path: ['companyStats'],
        message: 'must be empty when the category has figures of its own (stats): show one set or the other',
      })
    requireOwnFormKey(ctx, file, key)
    for (const [index, id] of (file.companyStats ?? []).entries())
      if (!companyStatIds.includes(id))
        ctx.addIssue({
          code: 'custom',
          path: ['companyStats', index],
          message: `must name one of the firm's figures: ${companyStatIds.join(', ')}`,
        })
  })
}

export const OtherServicesFileSchema = z
  .object({ services: z.array(ServiceFileEntrySchema) })
  .superRefine((file, ctx) => {
    requireSlugs(ctx, file.services, uncategorizedEntries, 'under other services')
    allowPageName(file, ctx)
  })

export const SolutionFileSchema = SolutionSchema.omit({ id: true, name: true }).superRefine(allowPageName)
export type SolutionFile = z.infer<typeof SolutionFileSchema>

/** Apart from the service menu: every page's footer lists the solutions, and only the menus need the services. */
export const solutionMenuFileSchema = (wordsKeys: readonly string[]) =>
  z.object({ solutions: z.array(SolutionEntrySchema).min(1) }).superRefine((file, ctx) => {
    requireUnique(ctx, 'solutions', file.solutions, 'slug')
    requireUnique(ctx, 'solutions', file.solutions, 'key')
    allowOnly([])(file, ctx)
    for (const [index, solution] of file.solutions.entries())
      if (!wordsKeys.includes(solution.key))
        ctx.addIssue({
          code: 'custom',
          path: ['solutions', index, 'key'],
          message: wordsFileMessage('content/data/solutions', wordsKeys),
        })
  })

export const SolutionMenuFileSchema = solutionMenuFileSchema(solutionWordsKeys)

/** Folders the editor shows as collections, one file per key the menus name. */
export const WORDS_FOLDERS = {
  categories: {
    folder: 'content/data/categories',
    schema: categoryFileSchema(),
    keyPattern: CategoryEntrySchema.shape.key,
  },
  solutions: {
    folder: 'content/data/solutions',
    schema: SolutionFileSchema,
    keyPattern: SolutionEntrySchema.shape.key,
  },
} as const satisfies Record<string, { folder: string; schema: z.ZodType; keyPattern: z.ZodString }>

export type WordsFolderName = keyof typeof WORDS_FOLDERS

export const menuDataFiles = {
  catalog: { path: 'content/data/catalog.json', schema: CatalogFileSchema },
  solutionMenu: { path: 'content/data/solution-menu.json', schema: SolutionMenuFileSchema },
  otherServices: { path: 'content/data/other-services.json', schema: OtherServicesFileSchema },
}

/** The words file of each menu entry, for the gate; the editor shows them as the WORDS_FOLDERS collections. */
export const wordsDataFiles = {
  ...Object.fromEntries(
    categoryEntries.map((entry) => [
      `category ${entry.key}`,
      { path: `content/data/categories/${entry.key}.json`, schema: categoryFileSchema(entry.key, entry) },
    ]),
  ),
  ...Object.fromEntries(
    solutionEntries.map((entry) => [
      `solution ${entry.key}`,
      { path: `content/data/solutions/${entry.key}.json`, schema: SolutionFileSchema },
    ]),
  ),
} satisfies Record<string, { path: string; schema: z.ZodType }>

export const serviceDataFiles = { ...menuDataFiles, ...wordsDataFiles }
