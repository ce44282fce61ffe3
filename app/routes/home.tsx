import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { ContractVehicleAccordion } from '#app/components/sections/contract-vehicle-accordion.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { HeroCarousel } from '#app/components/sections/hero-carousel/hero-carousel.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { PageTitle } from '#app/components/sections/page-title.tsx'
import { SolutionCardGrid } from '#app/components/sections/solution-card-grid.tsx'
import { StatGrid } from '#app/components/sections/stat-grid.tsx'
import { StaticContentSection } from '#app/components/sections/static-content-section.tsx'
import { BulletList } from '#app/components/ui/bullet-list.tsx'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { CheckCircle2 } from '#app/components/ui/icons.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { useStaticSections, withStaticSections } from '#app/lib/static-sections.ts'
import {
  contractVehicles,
  getPage,
  listCertificationItems,
  listClientRows,
  listDifferentiators,
  listHeroSlides,
  listStats,
} from '#content/index.ts'
import { actionLabels } from '#content/labels.ts'
import { heroLabels, homeLabels, homeSections } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import { listCertificationBadges } from '#content/site.ts'
import type { Route } from './+types/home'
import { CertificationGrid } from './home/certification-grid.tsx'
import { ClientMarquee } from './home/client-marquee.tsx'
import { WhyChooseUs } from './home/why-choose-us.tsx'

/** The sections that move, count or open; static sections keep their prerendered HTML on the first load. */
export function loader() {
  const { deliveringExcellence, whyChooseUs, contractVehicles: vehicles, cta, clients } = homeSections
  const { newTab, reasonsMotion, clientsMotion, clientRows } = homeLabels
  return {
    page: getPage('home'),
    hero: { ...heroLabels.home, badgeList: listCertificationBadges() },
    sections: { deliveringExcellence, whyChooseUs, contractVehicles: vehicles, cta, clients },
    labels: { newTab, reasonsMotion, clientsMotion, clientRows },
    actions: {
      requestConsultation: actionLabels.requestConsultation,
      exploreCapabilities: actionLabels.exploreCapabilities,
      learnAboutUs: actionLabels.learnAboutUs,
    },
    slides: listHeroSlides(),
    stats: listStats(),
    differentiators: listDifferentiators(),
    contractVehicles,
    clientRows: listClientRows(),
    hasCertifications: listCertificationItems().length > 0,
  }
}

/** A visit by link renders every section, so it loads the static sections' content too. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return withStaticSections(serverLoader(), import('virtual:static-sections/home'))
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.home)

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, hero, sections, labels, actions, slides, stats, differentiators } = loaderData
  const statics = useStaticSections(
    'home',
    'staticSections' in loaderData ? loaderData.staticSections : undefined,
  )
  return (
    <>
      <HeroCarousel
        slides={slides}
        // The home hero runs under the transparent bar, so it starts at the top of the window.
        className="pt-header"
        actions={
          <ActionLinks
            links={[
              { to: pagePaths.contact, label: actions.requestConsultation },
              { to: pagePaths.services, label: actions.exploreCapabilities },
            ]}
          />
        }
      >
        {hero.badgeList.length > 0 && (
          <BulletList
            aria-label={hero.badges}
            className="mb-6 flex flex-wrap gap-2"
            items={hero.badgeList}
            itemClassName="inline-flex items-center gap-1.5 rounded-full border border-gold-300/50 bg-navy-950/60 px-3 py-1 text-sm font-semibold text-gold-300"
            marker={<CheckCircle2 aria-hidden="true" className="size-4" />}
          />
        )}
        <PageTitle over="carousel">{page.title}</PageTitle>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">{page.intro}</p>
      </HeroCarousel>

      <StaticContentSection id="solutions-we-deliver" words={statics?.sections.solutionsWeDeliver}>
        {statics && <LinkCardGrid items={statics.categories} columns={4} />}
      </StaticContentSection>

      <ContentSection id="delivering-excellence" tone="tinted" {...sections.deliveringExcellence}>
        <StatGrid stats={stats} />
      </ContentSection>

      <StaticContentSection id="home-solutions" words={statics?.sections.solutions}>
        {statics && <SolutionCardGrid items={statics.solutions} exploreLabel={statics.exploreSolution} />}
      </StaticContentSection>

      {differentiators.length > 0 && (
        <HydrationSlice>
          <WhyChooseUs
            words={sections.whyChooseUs}
            motionSubject={labels.reasonsMotion}
            items={differentiators}
          />
        </HydrationSlice>
      )}

      {loaderData.contractVehicles.length > 0 && (
        <ContentSection id="contract-vehicles" anchor="contractvehicles" {...sections.contractVehicles}>
          <ContractVehicleAccordion vehicles={loaderData.contractVehicles} newTabLabel={labels.newTab} />
        </ContentSection>
      )}

      {loaderData.hasCertifications && (
        <StaticContentSection
          id="certifications"
          anchor="certification"
          tone="tinted"
          words={statics?.sections.certifications}
        >
          {statics && (
            <CertificationGrid items={statics.certifications} certifiedLabel={statics.certifiedLabel} />
          )}
        </StaticContentSection>
      )}

      <CtaBand id="home-cta" {...sections.cta}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: actions.requestConsultation },
            { to: pagePaths.about, label: actions.learnAboutUs },
          ]}
        />
      </CtaBand>

      {loaderData.clientRows.length > 0 && (
        <HydrationSlice>
          <ClientMarquee
            words={sections.clients}
            motionSubject={labels.clientsMotion}
            rowLabels={labels.clientRows}
            rows={loaderData.clientRows}
          />
        </HydrationSlice>
      )}
    </>
  )
}
