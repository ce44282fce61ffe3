import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { ServiceCardGrid } from '#app/components/sections/service-card-grid.tsx'
import { StatGrid } from '#app/components/sections/stat-grid.tsx'
import { StaticContentSection } from '#app/components/sections/static-content-section.tsx'
import { CertificationBadge } from '#app/components/ui/certification-badge.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { useStaticSections, withStaticSections } from '#app/lib/static-sections.ts'
import { navLabels } from '#content/chrome.ts'
import { getCompanyStat, getPage, listCertificationItems } from '#content/index.ts'
import { actionLabels } from '#content/labels.ts'
import { heroLabels, servicesSections } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/services'

/** The practice-area cards and certifications are static sections: the first load keeps their HTML. */
export function loader() {
  const { stats, cta } = servicesSections
  return {
    page: getPage('services'),
    hero: heroLabels.services,
    sections: { stats, cta },
    actions: { ...actionLabels, corporateCapability: navLabels.corporateCapability },
    stats: [
      getCompanyStat('projects'),
      getCompanyStat('clients'),
      getCompanyStat('on-time'),
      getCompanyStat('support'),
    ],
    hasCertifications: listCertificationItems().length > 0,
  }
}

/** A visit by link renders every section, so it loads the static sections' content too. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStaticSections(serverLoader(), import('virtual:static-sections/services'))
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.services)

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, hero, sections, actions, stats } = loaderData
  const statics = useStaticSections(
    'services',
    'staticSections' in loaderData ? loaderData.staticSections : undefined,
  )
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={page.title} lead={page.intro}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: actions.requestConsultation },
            { to: pagePaths.corporateCapability, label: actions.corporateCapability },
          ]}
        />
      </PageHero>

      <section aria-labelledby="services-stats-heading" className="border-b border-line bg-canvas py-12">
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="services-stats-heading" className="sr-only">
            {sections.stats.title}
          </h2>
          <StatGrid stats={stats} />
        </div>
      </section>

      <StaticContentSection id="service-areas" words={statics?.sections.areas}>
        {statics && <ServiceCardGrid items={statics.cards} />}
      </StaticContentSection>

      {loaderData.hasCertifications && (
        <StaticContentSection
          id="services-certifications"
          tone="tinted"
          words={statics?.sections.certifications}
        >
          {statics && (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {statics.certifications.map((certification) => (
                <li
                  key={certification.id}
                  className="flex flex-col items-center rounded-card border border-line bg-surface p-6 text-center shadow-card"
                >
                  <CertificationBadge {...certification.mark} className="size-20" />
                  <h3 className="mt-4 text-lg font-bold text-navy-900">{certification.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted">{certification.description}</p>
                </li>
              ))}
            </ul>
          )}
        </StaticContentSection>
      )}

      <CtaBand id="services-cta" {...sections.cta}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: actions.requestConsultation },
            { to: pagePaths.corporateCapability, label: actions.viewCorporateCapability },
          ]}
        />
      </CtaBand>
    </>
  )
}
