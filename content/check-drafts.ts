import { isDraft } from './published-view.ts'

// A published page may not point at a draft, whose link would lead nowhere once built.

type Entry = { slug?: unknown; name?: unknown; key?: unknown; draft?: unknown }
type Read = (path: string) => unknown

const CATALOG = 'content/data/catalog.json'
const SOLUTION_MENU = 'content/data/solution-menu.json'
const OTHER_SERVICES = 'content/data/other-services.json'
const TESTIMONIALS = 'content/data/testimonials.json'
const CLIENTS = 'content/data/clients.json'
const ABOUT = 'content/data/about.json'

const list = (value: unknown, key: string): Record<string, unknown>[] => {
  const items = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : []
  return Array.isArray(items) ? items.filter((item) => typeof item === 'object' && item !== null) : []
}
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
const drafted = (entry: Entry) => isDraft(entry as { draft?: boolean })

export function findDraftProblems(read: Read): string[] {
  const catalog = read(CATALOG)
  const categories = list(catalog, 'categories') as (Entry & { services?: unknown })[]
  const otherServices = list(catalog, 'otherServices') as Entry[]
  const solutions = list(read(SOLUTION_MENU), 'solutions') as Entry[]

  // A draft category's services are drafts too: the menu lists them only under it.
  const draftServices = new Map<string, string>()
  const publishedServices = new Set<string>()
  const note = (service: Entry, draft: boolean) => {
    if (typeof service.slug !== 'string') return
    if (draft) draftServices.set(service.slug, String(service.name ?? service.slug))
    else publishedServices.add(service.slug)
  }
  for (const category of categories)
    for (const service of list(category, 'services')) note(service, drafted(category) || drafted(service))
  for (const service of otherServices) note(service, drafted(service))
  const draftCategories = new Map(
    categories.filter(drafted).map((category) => [String(category.slug), String(category.name)]),
  )

  const problems: string[] = []
  const refuse = (file: string, field: string, named: string, what: string) =>
    problems.push(
      `${file}: ${field}: names ${what} "${named}", a draft that is not published: remove it here, or publish it first (clear its "Draft" box)`,
    )
  const checkServiceRefs = (file: string, field: string, slugs: unknown) => {
    for (const slug of strings(slugs)) {
      const name = draftServices.get(slug)
      if (name !== undefined) refuse(file, field, name, 'the service')
    }
  }

  for (const [index, category] of categories.entries()) {
    const services = list(category, 'services')
    if (!drafted(category) && services.length > 0 && services.every(drafted))
      problems.push(
        `${CATALOG}: categories[${index}]: every service of "${String(category.name)}" is a draft, so its page would list none: publish one, or make the category a draft too`,
      )
    if (drafted(category) || typeof category.key !== 'string') continue
    const file = `content/data/categories/${category.key}.json`
    const words = read(file)
    checkServiceRefs(file, 'alsoSlugs', (words as { alsoSlugs?: unknown } | undefined)?.alsoSlugs)
    for (const [at, service] of list(words, 'services').entries())
      if (publishedServices.has(String(service.slug)))
        checkServiceRefs(file, `services[${at}].relatedSlugs`, service.relatedSlugs)
  }
  for (const [at, service] of list(read(OTHER_SERVICES), 'services').entries())
    if (publishedServices.has(String(service.slug)))
      checkServiceRefs(OTHER_SERVICES, `services[${at}].relatedSlugs`, service.relatedSlugs)
  for (const solution of solutions) {
    if (drafted(solution) || typeof solution.key !== 'string') continue
    const file = `content/data/solutions/${solution.key}.json`
    checkServiceRefs(
      file,
      'serviceSlugs',
      (read(file) as { serviceSlugs?: unknown } | undefined)?.serviceSlugs,
    )
  }

  const testimonials = list(read(TESTIMONIALS), 'testimonials') as (Entry & { categoryId?: unknown })[]
  for (const [index, testimonial] of testimonials.entries()) {
    const name = draftCategories.get(String(testimonial.categoryId))
    if (!drafted(testimonial) && name !== undefined)
      refuse(TESTIMONIALS, `testimonials[${index}].categoryId`, name, 'the service category')
  }
  if (testimonials.length > 0 && testimonials.every(drafted))
    problems.push(`${TESTIMONIALS}: testimonials: every one is a draft: the About page needs one published`)

  const draftClients = new Map(
    (list(read(CLIENTS), 'clients') as (Entry & { mark?: unknown })[])
      .filter(drafted)
      .map((client) => [String(client.mark), String(client.name)]),
  )
  for (const [index, mark] of strings(
    (read(ABOUT) as { rotatingClientMarks?: unknown } | undefined)?.rotatingClientMarks,
  ).entries()) {
    const name = draftClients.get(mark)
    if (name !== undefined) refuse(ABOUT, `rotatingClientMarks[${index}]`, name, 'the client')
  }
  return problems
}
