import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage, listFlipCards } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/flip-cards'
import { FlipCardGrid } from './flip-cards/flip-card-grid.tsx'

export function loader() {
  return { page: getPage('flipCards'), cards: listFlipCards() }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.flipCards)

export default function FlipCards({ loaderData: { page, cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Capabilities" title={page.title} lead={page.intro} />
      <ContentSection
        id="capability-cards"
        title="Explore Our Capabilities"
        lead="Select a card to turn it over for the detail: what we deliver, the benefits and the results behind it."
      >
        <FlipCardGrid cards={cards} />
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <LinkButton to={pagePaths.contact} size="lg">
            Schedule Consultation
          </LinkButton>
          <LinkButton to={pagePaths.services} tone="outline" size="lg">
            View All Services
          </LinkButton>
        </div>
      </ContentSection>
    </>
  )
}
