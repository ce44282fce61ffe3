import type { ServiceStaticSections } from '#content/static-sections.ts'

/**
 * A service page's static-section module for a visit by link; undefined for a slug with none. Kept
 * apart from static-sections.ts, which every page's first load carries: only service pages need it.
 */
export async function loadServiceStaticSections(
  slug: string,
): Promise<{ default: ServiceStaticSections } | undefined> {
  const { default: loaders } = await import('virtual:static-sections/service')
  return loaders[slug]?.()
}
