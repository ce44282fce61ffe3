import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/flip-cards'

export function loader() {
  return { page: getPage('flipCards') }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.flipCards)

export default function FlipCards({ loaderData: { page } }: Route.ComponentProps) {
  return <PageHero eyebrow="Capabilities" title={page.title} lead={page.intro} />
}
