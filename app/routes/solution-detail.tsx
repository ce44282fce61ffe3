import { data } from 'react-router'
import { SolutionDetailView } from '#app/components/sections/solution-detail-view.tsx'
import { normalizePath } from '#app/lib/current-path.ts'
import { buildMeta } from '#app/lib/meta.ts'
import { getSolutionPageWords } from '#content/detail-sections.ts'
import { getSolution, listSolutionServices } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/solution-detail'

/** /solutions/{id}: one route per solution shares this module (see routes.ts). */
export function loader({ url }: Route.LoaderArgs) {
  const solution = getSolution(normalizePath(url.pathname).replace(/^\/solutions\//, ''))
  if (!solution) throw data(null, { status: 404 })
  return { solution, words: getSolutionPageWords(solution.name), services: listSolutionServices(solution) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.solution.seo, `${pagePaths.solutions}/${loaderData.solution.id}`)

export default function SolutionDetail({ loaderData: { solution, words, services } }: Route.ComponentProps) {
  return <SolutionDetailView words={words} solution={solution} services={services} />
}
