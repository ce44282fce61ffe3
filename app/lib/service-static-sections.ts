import { use } from 'react'
import type { ServiceStaticSections } from '#content/static-sections.ts'
import { StaticSectionsContext } from './static-sections.ts'

// Kept apart from static-sections.ts, which every page's first load carries: only service pages need this.

/** `useStaticSections` for a service's own page, which shares its route with the others by slug. */
export function useServiceStaticSections(
  slug: string,
  loaded: ServiceStaticSections | undefined,
): ServiceStaticSections | undefined {
  const prerender = use(StaticSectionsContext)
  if (loaded !== undefined || !prerender) return loaded
  return prerender.service(slug)
}

/** A service page's static content for a visit by link; undefined for a slug with none (a category). */
export async function loadServiceStaticSections(slug: string): Promise<ServiceStaticSections | undefined> {
  const { default: loaders } = await import('virtual:static-sections/service')
  return (await loaders[slug]?.())?.default
}
