import { Compass, Target } from 'lucide-react'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { CountUp, StatGrid } from '#app/components/sections/stat-grid.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { buildLeadershipJsonLd } from '#app/lib/structured-data.ts'
import {
  companyProfile,
  getPage,
  listAboutHeroStats,
  listCoreValues,
  listLeaders,
  listRotatingClients,
  listTestimonials,
} from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/about'
import { ClientLogoRotation } from './about/client-logo-rotation.tsx'
import { LeadershipGrid } from './about/leadership-grid.tsx'
import { TestimonialRotation } from './about/testimonial-rotation.tsx'

const HERO_BADGES = [
  'Founded 2018',
  'Woman-Owned Small Business',
  'CMMI Level 3',
  'ISO Certified',
  'Reston, Virginia',
]

export function loader() {
  const leaders = listLeaders()
  return {
    page: getPage('about'),
    heroStats: listAboutHeroStats(),
    vision: companyProfile.vision,
    mission: companyProfile.mission,
    coreValues: listCoreValues(),
    testimonials: listTestimonials(),
    rotatingClients: listRotatingClients(),
    leaders,
    leadershipJsonLd: buildLeadershipJsonLd(leaders),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.about)

export default function About({ loaderData }: Route.ComponentProps) {
  const {
    page,
    heroStats,
    vision,
    mission,
    coreValues,
    testimonials,
    rotatingClients,
    leaders,
    leadershipJsonLd,
  } = loaderData
  return (
    <>
      <PageHero
        eyebrow="About us"
        title={page.title}
        lead={page.intro}
        aside={<TestimonialRotation testimonials={testimonials} />}
      >
        <ul aria-label="At a glance" className="flex w-full flex-wrap gap-2">
          {HERO_BADGES.map((badge) => (
            <li
              key={badge}
              className="rounded-full border border-gold-300/50 px-3 py-1 text-sm font-semibold text-gold-300"
            >
              {badge}
            </li>
          ))}
        </ul>
        <StatGrid stats={heroStats} tone="dark" className="mt-4 w-full" />
      </PageHero>

      <section aria-labelledby="mission-vision-heading" className="py-16 sm:py-20">
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="mission-vision-heading"
            className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            Mission and Vision
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <Card spacious>
              <Target aria-hidden="true" className="size-10 text-gold-700" />
              <h3 className="mt-4 text-2xl font-bold text-navy-900">Our Mission</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted">{mission}</p>
            </Card>
            <Card spacious>
              <Compass aria-hidden="true" className="size-10 text-gold-700" />
              <h3 className="mt-4 text-2xl font-bold text-navy-900">Our Vision</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted">{vision}</p>
            </Card>
          </div>
        </div>
      </section>

      <ContentSection
        id="core-values"
        tone="tinted"
        eyebrow="What guides us"
        title="Core Values"
        lead="Four commitments behind every engagement, each measured by the results our clients see."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {coreValues.map((value) => (
            <li
              key={value.title}
              className="flex flex-col rounded-card border border-line bg-surface p-6 shadow-card"
            >
              <h3 className="text-lg font-bold text-navy-900">{value.title}</h3>
              <p className="mt-2 flex-1 leading-relaxed text-muted">{value.description}</p>
              <p className="mt-5 border-t border-line pt-4">
                <span className="block text-3xl font-extrabold text-navy-900">
                  <CountUp value={value.stat.value} prefix={value.stat.prefix} suffix={value.stat.suffix} />
                </span>
                <span className="text-sm text-muted">{value.stat.label}</span>
              </p>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="clients-served"
        eyebrow="Who we serve"
        title="Organizations We Serve"
        lead="Federal departments and bureaus, state and local governments and universities. Choose a client to put it in focus."
      >
        <ClientLogoRotation clients={rotatingClients} />
      </ContentSection>

      <ContentSection
        id="leadership"
        anchor="leadership"
        eyebrow="Our people"
        title="Leadership"
        lead="Our leaders have run federal financial systems, acquisition programs and security operations themselves. They stay close to every engagement, so clients always have a senior decision-maker who knows their mission."
      >
        <LeadershipGrid leaders={leaders} />
        <JsonLd data={leadershipJsonLd} />
      </ContentSection>

      <CtaBand
        id="about-cta"
        title="Put an Experienced Team on Your Mission"
        lead="Talk with our leadership about your requirements, timeline and contract vehicle. We reply within 24 hours."
      >
        <LinkButton to={pagePaths.contact} size="lg">
          Request Consultation
        </LinkButton>
        <LinkButton to={`${pagePaths.about}#leadership`} tone="inverse" size="lg">
          Meet Our Leadership
        </LinkButton>
      </CtaBand>
    </>
  )
}
