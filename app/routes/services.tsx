import { ContentSection } from '#app/components/sections/content-section.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getCategory, getPage, listCategories } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/services'

/** A service card lists at most this many key services (specification, section 9). */
const KEY_SERVICES_SHOWN = 4

export function loader() {
  return {
    page: getPage('services'),
    cards: listCategories().map((link) => {
      const hidden = link.services.length - KEY_SERVICES_SHOWN
      return {
        href: link.href,
        title: link.name,
        eyebrow: link.area,
        description: getCategory(link.id)?.summary,
        points: link.services.slice(0, KEY_SERVICES_SHOWN).map((service) => service.name),
        note: hidden > 0 ? `+${hidden} more services` : undefined,
      }
    }),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.services)

export default function Services({ loaderData: { page, cards } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Services" title={page.title} lead={page.intro}>
        <LinkButton to={pagePaths.contact} size="lg">
          Request Consultation
        </LinkButton>
        <LinkButton to={pagePaths.corporateCapability} tone="inverse" size="lg">
          Corporate Capability
        </LinkButton>
      </PageHero>
      <ContentSection
        id="service-areas"
        title="Service Areas"
        lead="Choose a practice area to see its services."
      >
        <LinkCardGrid items={cards} columns={4} />
      </ContentSection>
    </>
  )
}
