import { CapabilityPdfButton } from '#app/components/sections/capability-pdf-button.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { capabilityPdf } from '#content/capability-pdf.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/corporate-capability'

export function loader() {
  return { page: getPage('corporateCapability') }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.corporateCapability)

export default function CorporateCapability({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Capability statement" title={page.title} lead={page.intro}>
        <CapabilityPdfButton href={capabilityPdf.href} filename={capabilityPdf.filename} size="lg">
          Download PDF
        </CapabilityPdfButton>
        <LinkButton to={pagePaths.contact} size="lg" tone="inverse">
          Request Consultation
        </LinkButton>
      </PageHero>
      <ContentSection
        id="capability-download"
        eyebrow="For your files"
        title="Take the Capability Statement With You"
        lead="Three pages for your market research file: company overview, the eight service areas, contract vehicles, certifications, NAICS codes and contacts. Searchable, tagged for screen readers and printable on A4 or Letter."
        tone="tinted"
      >
        <CapabilityPdfButton
          href={capabilityPdf.href}
          filename={capabilityPdf.filename}
          tone="secondary"
          size="lg"
        >
          Download Complete PDF
        </CapabilityPdfButton>
      </ContentSection>
    </>
  )
}
