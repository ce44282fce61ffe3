import { LinkButton } from '#app/components/ui/link-button.tsx'
import type { ServiceSummary } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { ContentSection } from './content-section.tsx'
import { LinkCardGrid } from './link-card-grid.tsx'
import { PageHero } from './page-hero.tsx'

interface CategoryOverviewProps {
  name: string
  area: string
  summary: string
  services: readonly ServiceSummary[]
}

/** A service category's page: what it covers and a card for each of its services. */
export function CategoryOverview({ name, area, summary, services }: CategoryOverviewProps) {
  return (
    <>
      <PageHero eyebrow={area} title={name} lead={summary}>
        <LinkButton to={pagePaths.contact} size="lg">
          Request Consultation
        </LinkButton>
        <LinkButton to={pagePaths.services} tone="inverse" size="lg">
          All Services
        </LinkButton>
      </PageHero>
      <ContentSection
        id="category-services"
        title={`${name} Services`}
        lead="Select a service to see how we deliver it."
      >
        <LinkCardGrid
          items={services.map((service) => ({
            href: service.href,
            title: service.name,
            description: service.summary,
          }))}
        />
      </ContentSection>
    </>
  )
}
