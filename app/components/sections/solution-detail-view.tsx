import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { BulletDot, BulletList } from '#app/components/ui/bullet-list.tsx'
import { cn } from '#app/lib/cn.ts'
import type { SolutionPageWords } from '#content/detail-sections.ts'
import type { ServiceSummary } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Solution } from '#content/schema.ts'
import { ActionLinks } from './action-links.tsx'
import { ContentSection } from './content-section.tsx'
import { CtaBand } from './cta-band.tsx'
import { ServiceLinkGrid } from './link-card-grid.tsx'
import { PageHero } from './page-hero.tsx'
import { PointGrid } from './point-grid.tsx'

/** Each solution's accent; decorative, so it carries no meaning a visitor could miss. */
const accentBar: Record<Solution['colour'], string> = {
  navy: 'bg-navy-600',
  gold: 'bg-gold-500',
  teal: 'bg-teal-600',
  green: 'bg-green-700',
}

interface SolutionDetailViewProps {
  words: SolutionPageWords
  solution: Omit<Solution, 'seo' | 'id' | 'serviceSlugs'>
  services: readonly ServiceSummary[]
}

export function SolutionDetailView({ words, solution, services }: SolutionDetailViewProps) {
  return (
    <>
      <Breadcrumbs
        items={[
          { name: words.crumbs.home, href: pagePaths.home },
          { name: words.crumbs.solutions, href: pagePaths.solutions },
          { name: solution.name },
        ]}
      />
      <PageHero eyebrow={solution.tagline} title={solution.name} lead={solution.summary}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: words.actions.requestDemo },
            { to: pagePaths.solutions, label: words.actions.allSolutions },
          ]}
        />
      </PageHero>
      <ContentSection id="solution-glance" {...words.glance}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <div className="relative overflow-hidden rounded-card border border-line bg-surface p-8 shadow-card">
            <span
              aria-hidden="true"
              className={cn('absolute inset-x-0 top-0 h-1.5', accentBar[solution.colour])}
            />
            <p className="text-5xl font-extrabold text-navy-900">{solution.metric}</p>
            <p className="mt-2 font-medium text-muted">{solution.metricLabel}</p>
            <p className="mt-6 leading-relaxed text-ink">{solution.description}</p>
          </div>
          <div>
            <h3 className="text-xl font-bold text-navy-900">{words.features.title}</h3>
            <BulletList
              items={solution.features}
              className="mt-4 grid gap-3 sm:grid-cols-2"
              itemClassName="flex gap-2.5 rounded-control bg-navy-50 p-4 text-ink"
            />
          </div>
        </div>
      </ContentSection>
      <ContentSection id="solution-problem" tone="tinted" {...words.problem}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
          {solution.problem.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </ContentSection>
      <ContentSection id="solution-how" {...words.how}>
        <PointGrid items={solution.howItWorks} numbered columns={solution.howItWorks.length === 4 ? 4 : 3} />
      </ContentSection>
      <ContentSection id="solution-outcomes" tone="tinted" {...words.outcomes}>
        <BulletList
          items={solution.outcomes}
          className="grid gap-4 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-card border border-line bg-surface p-5 text-ink"
          marker={<BulletDot className="mt-2 size-2 shrink-0 rounded-full bg-navy-700" />}
        />
      </ContentSection>
      <ContentSection id="solution-services" {...words.services}>
        <ServiceLinkGrid services={services} />
      </ContentSection>
      <CtaBand id="solution-cta" {...words.cta}>
        <ActionLinks links={[{ to: pagePaths.contact, label: words.actions.requestDemo }]} />
      </CtaBand>
    </>
  )
}
