import type { ServiceStaticSections } from '#content/static-sections.ts'

/** Kept apart from static-sections.ts, which every first load carries: only service pages need this. */
export async function loadServiceStaticSections(
  slug: string,
): Promise<{ default: ServiceStaticSections } | undefined> {
  const { default: loaders } = await import('virtual:static-sections/service')
  return loaders[slug]?.()
}
