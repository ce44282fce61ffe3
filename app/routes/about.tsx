import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { CtaBand } from '#app/components/sections/cta-band.tsx'
import { HeroBadges } from '#app/components/sections/hero-badges.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { CountUp, StatGrid } from '#app/components/sections/stat-grid.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Compass, Target } from '#app/components/ui/icons.tsx'
import { JsonLd } from '#app/components/ui/json-ld.tsx'
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
import { actionLabels } from '#content/labels.ts'
import { aboutLabels, aboutSections, heroLabels } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import { listAboutBadges } from '#content/site.ts'
import type { Route } from './+types/about'
import { ClientLogoRotation } from './about/client-logo-rotation.tsx'
import { LeadershipGrid } from './about/leadership-grid.tsx'
import { TestimonialRotation } from './about/testimonial-rotation.tsx'

export function loader() {
  const leaders = listLeaders()
  return {
    page: getPage('about'),
    hero: { ...heroLabels.about, badgeList: listAboutBadges() },
    sections: aboutSections,
    labels: aboutLabels,
    actions: actionLabels,
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
    hero,
    sections,
    labels,
    actions,
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
        eyebrow={hero.eyebrow}
        title={page.title}
        lead={page.intro}
        aside={
          testimonials.length > 0 ? (
            <TestimonialRotation testimonials={testimonials} labels={labels} />
          ) : undefined
        }
      >
        <HeroBadges label={hero.badges} items={hero.badgeList} className="flex w-full flex-wrap gap-2" />
        <StatGrid stats={heroStats} tone="dark" className="mt-4 w-full" />
      </PageHero>

      <section aria-labelledby="mission-vision-heading" className="py-16 sm:py-20">
        <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="mission-vision-heading"
            className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl"
          >
            {sections.missionAndVision.title}
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <Card spacious>
              <Target aria-hidden="true" className="size-10 text-gold-700" />
              <h3 className="mt-4 text-2xl font-bold text-navy-900">{sections.mission.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted">{mission}</p>
            </Card>
            <Card spacious>
              <Compass aria-hidden="true" className="size-10 text-gold-700" />
              <h3 className="mt-4 text-2xl font-bold text-navy-900">{sections.vision.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted">{vision}</p>
            </Card>
          </div>
        </div>
      </section>

      {coreValues.length > 0 && (
        <ContentSection id="core-values" tone="tinted" {...sections.coreValues}>
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
      )}

      {rotatingClients.length > 0 && (
        <ContentSection id="clients-served" {...sections.clients}>
          <ClientLogoRotation clients={rotatingClients} labels={labels} />
        </ContentSection>
      )}

      {leaders.length > 0 && (
        <ContentSection
          id="leadership"
          anchor="leadership"
          continuesGround={rotatingClients.length > 0}
          {...sections.leadership}
        >
          <LeadershipGrid leaders={leaders} labels={labels} />
          <JsonLd data={leadershipJsonLd} />
        </ContentSection>
      )}

      <CtaBand id="about-cta" {...sections.cta}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: actions.requestConsultation },
            ...(leaders.length > 0
              ? [{ to: `${pagePaths.about}#leadership`, label: actions.meetLeadership }]
              : []),
          ]}
        />
      </CtaBand>
    </>
  )
}
