import { Breadcrumbs, type Crumb } from '#app/components/layout/breadcrumbs.tsx'
import { BulletDot, BulletList } from '#app/components/ui/bullet-list.tsx'
import type { ServicePageWords } from '#content/detail-sections.ts'
import type { Service } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { ServiceStaticSections } from '#content/static-sections.ts'
import { ActionLinks } from './action-links.tsx'
import { CtaBand } from './cta-band.tsx'
import { ServiceLinkGrid } from './link-card-grid.tsx'
import { PageHero } from './page-hero.tsx'
import { PointGrid } from './point-grid.tsx'
import { StaticContentSection } from './static-content-section.tsx'

interface ServiceDetailProps {
  words: Pick<ServicePageWords, 'crumbs' | 'eyebrow' | 'actions' | 'cta'>
  service: Pick<Service, 'name' | 'summary' | 'category'>
  /** Undefined while the first load keeps the sections' prerendered HTML. */
  statics: ServiceStaticSections | undefined
}

export function ServiceDetail({ words, service, statics }: ServiceDetailProps) {
  const { name, summary, category } = service
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
      <StaticContentSection id="service-overview" words={statics?.sections.overview}>
        {statics && (
          <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <div className="space-y-4 text-lg leading-relaxed text-ink">
              {statics.overview.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
            <aside aria-labelledby="service-contexts-heading" className="rounded-card bg-navy-50 p-6">
              <h3 id="service-contexts-heading" className="text-lg font-bold text-navy-900">
                {statics.contextsTitle}
              </h3>
              <BulletList
                items={statics.contexts}
                className="mt-4 space-y-3 text-ink"
                itemClassName="flex gap-2.5"
                marker={<BulletDot className="mt-2.5 size-1.5 shrink-0 rounded-full bg-gold-500" />}
              />
            </aside>
          </div>
        )}
      </StaticContentSection>
      <StaticContentSection id="service-capabilities" tone="tinted" words={statics?.sections.capabilities}>
        {statics && <PointGrid items={statics.capabilities} />}
      </StaticContentSection>
      <StaticContentSection id="service-approach" words={statics?.sections.approach}>
        {statics && (
          <PointGrid items={statics.approach} numbered columns={statics.approach.length === 4 ? 4 : 3} />
        )}
      </StaticContentSection>
      <StaticContentSection id="service-related" tone="tinted" words={statics?.sections.related}>
        {statics && <ServiceLinkGrid services={statics.related} />}
      </StaticContentSection>
      <CtaBand id="service-cta" {...words.cta}>
        <ActionLinks links={[{ to: pagePaths.contact, label: words.actions.requestConsultation }]} />
      </CtaBand>
    </>
  )
}
