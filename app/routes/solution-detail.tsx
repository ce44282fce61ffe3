import { data } from 'react-router'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { normalizePath } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { getSolution } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/solution-detail'

/** /solutions/{id}: one route per solution shares this module (see routes.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const solution = getSolution(normalizePath(url.pathname).replace(/^\/solutions\//, ''))
  if (!solution) throw data(null, { status: 404 })
  return { solution }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.solution.seo, `${pagePaths.solutions}/${loaderData.solution.id}`)

export default function SolutionDetail({ loaderData: { solution } }: Route.ComponentProps) {
  return (
    <PageHero eyebrow={solution.tagline} title={solution.name} lead={solution.summary}>
      <LinkButton to={pagePaths.contact} size="lg">
        Request a Demo
      </LinkButton>
      <LinkButton to={pagePaths.solutions} tone="inverse" size="lg">
        All Solutions
      </LinkButton>
    </PageHero>
  )
}
