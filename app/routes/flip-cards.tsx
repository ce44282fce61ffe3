import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { flipCardWords } from '#content/flip-cards.ts'
import { getPage, listFlipCards } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/flip-cards'
import { FlipCardGrid } from './flip-cards/flip-card-grid.tsx'

export function loader() {
  return { page: getPage('flipCards'), words: flipCardWords, cards: listFlipCards() }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.flipCards)

export default function FlipCards({ loaderData: { page, words, cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={words.hero.eyebrow} title={page.title} lead={page.intro} />
      <ContentSection id="capability-cards" {...words.section}>
        <FlipCardGrid cards={cards} labels={words.card} announce={words.announce} />
        <div className="mt-12 flex flex-wrap justify-center gap-3">
          <ActionLinks
            secondaryTone="outline"
            links={[
              { to: pagePaths.contact, label: words.actions.consultation },
              { to: pagePaths.services, label: words.actions.allServices },
            ]}
          />
        </div>
      </ContentSection>
    </>
  )
}
