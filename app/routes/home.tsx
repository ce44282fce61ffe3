import { CheckCircle2 } from 'lucide-react'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { ContractVehicleAccordion } from '#app/components/sections/contract-vehicle-accordion.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { HeroCarousel } from '#app/components/sections/hero-carousel/hero-carousel.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { SolutionCardGrid } from '#app/components/sections/solution-card-grid.tsx'
import { StatGrid } from '#app/components/sections/stat-grid.tsx'
import { HydrationSlice } from '#app/components/ui/hydration-slice.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import {
  contractVehicles,
  getCategory,
  getPage,
  listCategories,
  listCertificationItems,
  listClientRows,
  listDifferentiators,
  listHeroSlides,
  listSolutionCards,
  listStats,
} from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/home'
import { CertificationGrid } from './home/certification-grid.tsx'
import { ClientMarquee } from './home/client-marquee.tsx'
import { WhyChooseUs } from './home/why-choose-us.tsx'

/** The badges above the home page heading. */
const HERO_BADGES = [
  'Woman-Owned Small Business',
  'CMMI Level 3',
  'ISO 9001 · 27001 · 20000',
  'SWaM Certified',
]

export function loader() {
  return {
    page: getPage('home'),
    slides: listHeroSlides(),
    categories: listCategories().map((link) => ({
      href: link.href,
      title: link.name,
      eyebrow: link.area,
      description: getCategory(link.id)?.summary,
    })),
    stats: listStats(),
    solutions: listSolutionCards(),
    differentiators: listDifferentiators(),
    contractVehicles,
    certifications: listCertificationItems(),
    clientRows: listClientRows(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.home)

export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, slides, categories, stats, solutions, differentiators, certifications, clientRows } =
    loaderData
  return (
    <>
      <HeroCarousel
        slides={slides}
        // The home hero runs under the transparent bar, so it starts at the top of the window.
        className="pt-header"
        actions={
          <>
            <LinkButton to={pagePaths.contact} size="lg">
              Request Consultation
            </LinkButton>
            <LinkButton to={pagePaths.services} tone="inverse" size="lg">
              Explore Capabilities
            </LinkButton>
          </>
        }
      >
        <ul aria-label="Certifications" className="mb-6 flex flex-wrap gap-2">
          {HERO_BADGES.map((badge) => (
            <li
              key={badge}
              className="inline-flex items-center gap-1.5 rounded-full border border-gold-300/50 bg-navy-950/60 px-3 py-1 text-sm font-semibold text-gold-300"
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {badge}
            </li>
          ))}
        </ul>
        <h1
          id="page-title"
          className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {page.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100">{page.intro}</p>
      </HeroCarousel>

      <ContentSection
        id="solutions-we-deliver"
        eyebrow="What we do"
        title="Solutions We Deliver"
        lead="Eight practice areas that keep government and enterprise finance, acquisition and technology running."
      >
        <LinkCardGrid items={categories} columns={4} />
      </ContentSection>

      <ContentSection
        id="delivering-excellence"
        tone="tinted"
        eyebrow="Our record"
        title="Delivering Excellence"
        lead="Results measured across more than 200 projects for federal, state, local, academic and commercial clients since 2018."
      >
        <StatGrid stats={stats} />
      </ContentSection>

      <ContentSection
        id="home-solutions"
        eyebrow="Productised solutions"
        title="Industry & Domain Solutions"
        lead="Proven tooling and the people who run it, ready to deploy for the problems our clients meet most often."
      >
        <SolutionCardGrid items={solutions} />
      </ContentSection>

      <HydrationSlice>
        <WhyChooseUs items={differentiators} />
      </HydrationSlice>

      <ContentSection
        id="contract-vehicles"
        anchor="contractvehicles"
        eyebrow="How to buy"
        title="Contract Vehicles"
        lead="Buy our services quickly through established government-wide, agency and international vehicles. Open a vehicle for its details."
      >
        <ContractVehicleAccordion vehicles={loaderData.contractVehicles} />
      </ContentSection>

      <ContentSection
        id="certifications"
        anchor="certification"
        tone="tinted"
        eyebrow="Proven processes"
        title="Certifications"
        lead="Independent appraisals and certifications behind every engagement we deliver."
      >
        <CertificationGrid items={certifications} />
      </ContentSection>

      <CtaBand
        id="home-cta"
        title="Ready to Strengthen Your Mission?"
        lead="Tell us what you need to deliver. A senior consultant will reply within 24 hours with a practical next step."
      >
        <LinkButton to={pagePaths.contact} size="lg">
          Request Consultation
        </LinkButton>
        <LinkButton to={pagePaths.about} tone="inverse" size="lg">
          Learn About Us
        </LinkButton>
      </CtaBand>

      <HydrationSlice>
        <ClientMarquee rows={clientRows} />
      </HydrationSlice>
    </>
  )
}
