import { Breadcrumbs, type Crumb } from '#app/components/layout/breadcrumbs.tsx'
import { BulletDot, BulletList } from '#app/components/ui/bullet-list.tsx'
import type { ServicePageWords } from '#content/detail-sections.ts'
import type { Service, ServiceSummary } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { ActionLinks } from './action-links.tsx'
import { ContentSection } from './content-section.tsx'
import { CtaBand } from './cta-band.tsx'
import { ServiceLinkGrid } from './link-card-grid.tsx'
import { PageHero } from './page-hero.tsx'
import { PointGrid } from './point-grid.tsx'

interface ServiceDetailProps {
  /** The page's headings and labels (content/detail-sections.ts). */
  words: ServicePageWords
  /** The service's own words, and the category it belongs to when it has one. */
  service: Pick<
    Service,
    'name' | 'summary' | 'category' | 'overview' | 'capabilities' | 'approach' | 'contexts'
  >
  related: readonly ServiceSummary[]
}

/** One service's page: where it sits, what it is, what we deliver, how, for whom, and what is next. */
export function ServiceDetail({ words, service, related }: ServiceDetailProps) {
  const { name, summary, category, overview, capabilities, approach, contexts } = service
  const crumbs: Crumb[] = [
    { name: words.crumbs.home, href: pagePaths.home },
    { name: words.crumbs.services, href: pagePaths.services },
    ...(category ? [{ name: category.name, href: category.href }] : []),
    { name },
  ]
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <PageHero eyebrow={words.eyebrow} title={name} lead={summary}>
        <ActionLinks
          links={[
            { to: pagePaths.contact, label: words.actions.requestConsultation },
            ...(category ? [{ to: category.href, label: words.actions.allInCategory }] : []),
          ]}
        />
      </PageHero>
      <ContentSection id="service-overview" {...words.overview}>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="space-y-4 text-lg leading-relaxed text-ink">
            {overview.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <aside aria-labelledby="service-contexts-heading" className="rounded-card bg-navy-50 p-6">
            <h3 id="service-contexts-heading" className="text-lg font-bold text-navy-900">
              {words.contexts.title}
            </h3>
            <BulletList
              items={contexts}
              className="mt-4 space-y-3 text-ink"
              itemClassName="flex gap-2.5"
              marker={<BulletDot className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />}
            />
          </aside>
        </div>
      </ContentSection>
      <ContentSection id="service-capabilities" tone="tinted" {...words.capabilities}>
        <PointGrid items={capabilities} />
      </ContentSection>
      <ContentSection id="service-approach" {...words.approach}>
        <PointGrid items={approach} numbered columns={approach.length === 4 ? 4 : 3} />
      </ContentSection>
      <ContentSection id="service-related" tone="tinted" {...words.related}>
        <ServiceLinkGrid services={related} />
      </ContentSection>
      <CtaBand id="service-cta" {...words.cta}>
        <ActionLinks links={[{ to: pagePaths.contact, label: words.actions.requestConsultation }]} />
      </CtaBand>
    </>
  )
}
