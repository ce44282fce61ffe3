import { type CategoryCopy, type Seo, SeoSchema, type ServiceCopy, type Solution } from './schema.ts'

const TITLE_LENGTH = SeoSchema.shape.title.maxLength ?? 60

export interface ContentSet {
  categories: Record<string, CategoryCopy>
  uncategorized: Record<string, ServiceCopy>
  solutions: readonly Pick<Solution, 'id' | 'seo' | 'serviceSlugs' | 'problem'>[]
  /** Must not clash with service or solution titles either. */
  pages: Record<string, { seo: Seo }>
}

/** Rules a schema cannot express; an empty list means the content is consistent. */
export function findContentProblems({ categories, uncategorized, solutions, pages }: ContentSet): string[] {
  const problems: string[] = []
  const services: [string, ServiceCopy][] = [
    ...Object.values(categories).flatMap((category) => Object.entries(category.services)),
    ...Object.entries(uncategorized),
  ]
  const serviceSlugs = new Set(services.map(([slug]) => slug))

  const titles = new Map<string, string>()
  const claimTitle = (owner: string, seo: Seo) => {
    // The words file's title may say {name}; search engines cut the title as filled in with the page's name.
    if (seo.title.length > TITLE_LENGTH)
      problems.push(
        `SEO title of ${owner} is ${seo.title.length} characters with its name filled in ("${seo.title}"); shorten it to ${TITLE_LENGTH}`,
      )
    const previous = titles.get(seo.title)
    if (previous) problems.push(`duplicate SEO title "${seo.title}" on ${previous} and ${owner}`)
    else titles.set(seo.title, owner)
  }
  for (const [id, page] of Object.entries(pages)) claimTitle(`page ${id}`, page.seo)
  for (const [id, category] of Object.entries(categories)) claimTitle(`category ${id}`, category.seo)
  for (const [slug, service] of services) claimTitle(`service ${slug}`, service.seo)
  for (const solution of solutions) claimTitle(`solution ${solution.id}`, solution.seo)

  const checkRefs = (owner: string, slugs: readonly string[]) => {
    for (const slug of slugs) {
      if (!serviceSlugs.has(slug)) problems.push(`${owner} refers to unknown service "${slug}"`)
      if (owner === `service ${slug}`) problems.push(`${owner} lists itself as related`)
    }
    if (new Set(slugs).size !== slugs.length) problems.push(`${owner} repeats a service`)
  }
  for (const [slug, service] of services) checkRefs(`service ${slug}`, service.relatedSlugs)
  for (const [id, category] of Object.entries(categories))
    checkRefs(`category ${id}`, category.alsoSlugs ?? [])
  for (const solution of solutions) checkRefs(`solution ${solution.id}`, solution.serviceSlugs)

  const paragraphs = new Map<string, string>()
  const claimText = (owner: string, texts: readonly string[]) => {
    for (const text of texts) {
      const previous = paragraphs.get(text)
      if (previous && previous !== owner)
        problems.push(`text repeated on ${previous} and ${owner}: "${text.slice(0, 60)}…"`)
      else paragraphs.set(text, owner)
    }
  }
  for (const [id, category] of Object.entries(categories)) {
    claimText(`category ${id}`, [
      category.summary,
      ...category.covers,
      ...category.reasons.map((r) => r.description),
    ])
  }
  for (const [slug, service] of services) {
    claimText(`service ${slug}`, [
      service.summary,
      ...service.overview,
      ...service.capabilities.map((point) => point.description),
      ...service.approach.map((point) => point.description),
      ...service.contexts,
    ])
  }
  for (const solution of solutions) claimText(`solution ${solution.id}`, solution.problem)
  return problems
}
