import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/about'

export function loader() {
  return { page: getPage('about') }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.about)

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="About us" title={page.title} lead={page.intro}>
        <LinkButton to={pagePaths.contact} size="lg">
          Work With Us
        </LinkButton>
      </PageHero>
      <ContentSection
        id="leadership"
        anchor="leadership"
        eyebrow="Our people"
        title="Leadership"
        lead="Our leaders have run federal financial systems, acquisition programs and security operations themselves. They stay close to every engagement, so clients always have a senior decision-maker who knows their mission."
      >
        <LinkButton to={pagePaths.contact} tone="secondary">
          Talk to our leadership team
        </LinkButton>
      </ContentSection>
    </>
  )
}
