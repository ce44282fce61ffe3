import { ContentSection } from '#app/components/sections/content-section.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage, listSolutions, solutionLinks } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/solutions'

export function loader() {
  return {
    page: getPage('solutions'),
    cards: listSolutions().map((solution) => ({
      href: solutionLinks.find((link) => link.id === solution.id)?.href ?? pagePaths.solutions,
      title: solution.name,
      eyebrow: solution.tagline,
      description: solution.summary,
    })),
  }
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
        title="Our Solutions"
        lead="Each solution combines proven tooling with the people who run it."
      >
        <LinkCardGrid items={cards} columns={2} />
      </ContentSection>
    </>
  )
}
