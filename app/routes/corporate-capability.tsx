import { BrandLogo } from '#app/components/layout/brand-logo.tsx'
import { CapabilityPdfButton } from '#app/components/sections/capability-pdf-button.tsx'
import { ContactDetails } from '#app/components/sections/contact-details.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { HeroBadges } from '#app/components/sections/hero-badges.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { PageTitle } from '#app/components/sections/page-title.tsx'
import { StaticContentSection } from '#app/components/sections/static-content-section.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import { DetailList } from '#app/components/ui/detail-list.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { useStaticSections, withStaticSections } from '#app/lib/static-sections.ts'
import { capabilityPdf } from '#content/capability-pdf.ts'
import { contractVehicles, getPage } from '#content/index.ts'
import { actionLabels, statusLabels } from '#content/labels.ts'
import { capabilitySections, heroLabels } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import { listCertificationBadges } from '#content/site.ts'
import type { Route } from './+types/corporate-capability'

/** The hero and the download section hydrate; the static sections keep their prerendered HTML. */
export function loader() {
  return {
    page: getPage('corporateCapability'),
    hero: { ...heroLabels.corporateCapability, badgeList: listCertificationBadges() },
    sections: { download: capabilitySections.download },
    actions: {
      downloadPdf: actionLabels.downloadPdf,
      downloadCompletePdf: actionLabels.downloadCompletePdf,
      requestConsultation: actionLabels.requestConsultation,
    },
    pdfStatus: { busyLabel: statusLabels.generatingPdf, failureMessage: statusLabels.pdfFailed },
    hasContractVehicles: contractVehicles.length > 0,
  }
}

/** A visit by link renders every section, so it loads the static sections' content too. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStaticSections(serverLoader(), import('virtual:static-sections/corporateCapability'))
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.corporateCapability)

export default function CorporateCapability({ loaderData }: Route.ComponentProps) {
  const { page, hero, sections, actions, pdfStatus } = loaderData
  const statics = useStaticSections(
    'corporateCapability',
    'staticSections' in loaderData ? loaderData.staticSections : undefined,
  )
  return (
    <>
      <section aria-labelledby="page-title" className="relative overflow-hidden bg-navy-900 text-white">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgb(36_80_158/0.55),transparent_60%),radial-gradient(ellipse_at_bottom_left,rgb(242_181_68/0.12),transparent_55%)]"
        />
        <Container className="relative py-16 sm:py-20 lg:py-24">
          <BrandLogo tone="light" className="[&_svg]:size-14 [&>span:last-child]:text-3xl" />
          <p className="mt-8 mb-4 text-sm font-semibold tracking-[0.16em] text-gold-300 uppercase">
            {hero.eyebrow}
          </p>
          <PageTitle>{page.title}</PageTitle>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{page.intro}</p>
          <HeroBadges label={hero.badges} items={hero.badgeList} className="mt-6 flex flex-wrap gap-2" />
          <div className="mt-8 flex flex-wrap gap-3">
            <CapabilityPdfButton
              href={capabilityPdf.href}
              filename={capabilityPdf.filename}
              {...pdfStatus}
              size="lg"
            >
              {actions.downloadPdf}
            </CapabilityPdfButton>
            <LinkButton to={pagePaths.contact} size="lg" tone="inverse">
              {actions.requestConsultation}
            </LinkButton>
          </div>
        </Container>
      </section>

      <StaticContentSection id="who-we-are" words={statics?.sections.whoWeAre}>
        {statics && (
          <>
            <div className="grid gap-6 md:grid-cols-2">
              <Card spacious>
                <h3 className="text-xl font-bold text-navy-900">{statics.headings.vision}</h3>
                <p className="mt-3 leading-relaxed text-muted">{statics.profile.vision}</p>
              </Card>
              <Card spacious>
                <h3 className="text-xl font-bold text-navy-900">{statics.headings.mission}</h3>
                <p className="mt-3 leading-relaxed text-muted">{statics.profile.mission}</p>
              </Card>
            </div>
            <h3 className="mt-12 text-2xl font-bold text-navy-900">{statics.headings.values}</h3>
            <ul className="mt-6 grid gap-6 md:grid-cols-3">
              {statics.profile.values.map((value) => (
                <li key={value.title} className="rounded-card border border-line bg-canvas p-6">
                  <ContentIcon icon={value.icon} className="size-8 text-gold-700" />
                  <h4 className="mt-3 text-lg font-bold text-navy-900">{value.title}</h4>
                  <p className="mt-2 leading-relaxed text-muted">{value.description}</p>
                </li>
              ))}
            </ul>
            <h3 className="mt-12 text-2xl font-bold text-navy-900">{statics.headings.naics}</h3>
            <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {statics.profile.naicsCodes.map((naics) => (
                <li key={naics.code} className="flex gap-3 rounded-lg border border-line p-4">
                  <span className="font-extrabold text-navy-900 tabular-nums">{naics.code}</span>
                  <span className="text-sm text-muted">{naics.title}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </StaticContentSection>

      <StaticContentSection id="capability-services" tone="tinted" words={statics?.sections.services}>
        {statics && <LinkCardGrid items={statics.services} columns={4} />}
      </StaticContentSection>

      {loaderData.hasContractVehicles && (
        <StaticContentSection id="capability-vehicles" words={statics?.sections.contractVehicles}>
          {statics && (
            <ul className="grid gap-6 md:grid-cols-2">
              {statics.contractVehicles.map((vehicle) => (
                <li key={vehicle.id}>
                  <Card className="h-full">
                    <h3 className="text-lg font-bold text-navy-900">{vehicle.title}</h3>
                    <p className="mt-2 text-muted">{vehicle.description}</p>
                    <DetailList
                      items={vehicle.fields.map(({ label, value }) => ({ label, detail: value }))}
                      look="fields"
                    />
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </StaticContentSection>
      )}

      <StaticContentSection id="capability-contact" tone="tinted" words={statics?.sections.contact}>
        {statics && <ContactDetails details={statics.contact} layout="panel" />}
      </StaticContentSection>

      <ContentSection id="capability-download" {...sections.download}>
        <CapabilityPdfButton
          href={capabilityPdf.href}
          filename={capabilityPdf.filename}
          {...pdfStatus}
          tone="secondary"
          size="lg"
        >
          {actions.downloadCompletePdf}
        </CapabilityPdfButton>
      </ContentSection>
    </>
  )
}
