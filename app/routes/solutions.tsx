import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { SolutionCardGrid } from '#app/components/sections/solution-card-grid.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage, listSolutionCards } from '#content/index.ts'
import { actionLabels } from '#content/labels.ts'
import { heroLabels, solutionsSections } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/solutions'

export function loader() {
  return {
    page: getPage('solutions'),
    hero: heroLabels.solutions,
    sections: solutionsSections,
    actions: actionLabels,
    cards: listSolutionCards(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.solutions)

export default function Solutions({
  loaderData: { page, hero, sections, actions, cards },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={page.title} lead={page.intro}>
        <LinkButton to={pagePaths.contact} size="lg">
          {actions.requestDemo}
        </LinkButton>
        <LinkButton to={pagePaths.services} tone="inverse" size="lg">
          {actions.viewOurServices}
        </LinkButton>
      </PageHero>
      <ContentSection id="solution-list" {...sections.list}>
        <SolutionCardGrid items={cards} exploreLabel={actions.exploreSolution} />
      </ContentSection>
    </>
  )
}
