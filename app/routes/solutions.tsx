import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { SolutionCardGrid } from '#app/components/sections/solution-card-grid.tsx'
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
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: actions.requestDemo },
            { to: pagePaths.services, label: actions.viewOurServices },
          ]}
        />
      </PageHero>
      <ContentSection id="solution-list" {...sections.list}>
        <SolutionCardGrid items={cards} exploreLabel={actions.exploreSolution} />
      </ContentSection>
    </>
  )
}
