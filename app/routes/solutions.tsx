import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { SolutionCardGrid } from '#app/components/sections/solution-card-grid.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage, listSolutionCards } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/solutions'

export function loader() {
  return { page: getPage('solutions'), cards: listSolutionCards() }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.solutions)

export default function Solutions({ loaderData: { page, cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Solutions" title={page.title} lead={page.intro}>
        <LinkButton to={pagePaths.contact} size="lg">
          Request a Demo
        </LinkButton>
        <LinkButton to={pagePaths.services} tone="inverse" size="lg">
          View Our Services
        </LinkButton>
      </PageHero>
      <ContentSection
        id="solution-list"
        eyebrow="Ready to deploy"
        title="Our Solutions"
        lead="Each solution combines proven tooling with the people who run it, configured for your systems and your policies."
      >
        <SolutionCardGrid items={cards} />
      </ContentSection>
    </>
  )
}
