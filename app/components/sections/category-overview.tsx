import { Link } from 'react-router'
import { ShortEnquiryForm, type ShortEnquiryFormProps } from '#app/components/forms/short-enquiry-form.tsx'
import { Breadcrumbs } from '#app/components/layout/breadcrumbs.tsx'
import { ArrowRight, Mail, Phone } from '#app/components/ui/icons.tsx'
import type { CategoryPageWords } from '#content/detail-sections.ts'
import type { Category, ServiceSummary } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { ActionLinks } from './action-links.tsx'
import { ContentSection } from './content-section.tsx'
import { CtaBand } from './cta-band.tsx'
import { type CarouselSlide, HeroCarousel } from './hero-carousel/hero-carousel.tsx'
import { ServiceLinkGrid } from './link-card-grid.tsx'
import { PageHero } from './page-hero.tsx'
import { PageTitle } from './page-title.tsx'
import { PointGrid } from './point-grid.tsx'
import { ScrollLink } from './scroll-link.tsx'
import { StatsBand } from './stats-band.tsx'

/** The id of the services section; Explore More on the database page scrolls to it. */
export const CAPABILITIES_ID = 'capabilities'
/** The id of the enquiry section; Get Started and Request a Demo scroll to it. */
export const CONTACT_FORM_ID = 'contact-form'

export interface CategoryEnquiry extends ShortEnquiryFormProps {
  title: string
  lead: string
  heroActions: readonly { label: string; targetId: string }[]
}

export interface DirectContact {
  email: string
  phone: { display: string; e164: string }
}

interface CategoryOverviewProps {
  words: CategoryPageWords
  /** The category's own words; the optional stats, framework and advantages each add a section. */
  category: Pick<
    Category,
    'name' | 'area' | 'summary' | 'covers' | 'reasons' | 'stats' | 'framework' | 'advantages'
  >
  services: readonly ServiceSummary[]
  /** Services that belong with this category without being in its menu list. */
  companions?: readonly ServiceSummary[]
  slides?: readonly CarouselSlide[]
  /** Pages with their own enquiry form get it in place of the closing call to action. */
  enquiry?: CategoryEnquiry
  contact?: DirectContact
}

export function CategoryOverview({
  words,
  category,
  services,
  companions = [],
  slides,
  enquiry,
  contact,
}: CategoryOverviewProps) {
  const { name, area, summary, covers, reasons, stats, framework, advantages } = category
  const heroActions = enquiry ? (
    enquiry.heroActions.map((action, index) => (
      <ScrollLink
        key={action.label}
        targetId={action.targetId}
        tone={index === 0 ? 'primary' : 'inverse'}
        size="lg"
      >
        {action.label}
      </ScrollLink>
    ))
  ) : (
    <ActionLinks
      links={[
        { to: pagePaths.contact, label: words.actions.requestConsultation },
        { to: pagePaths.services, label: words.actions.allServices },
      ]}
    />
  )
  return (
    <>
      <Breadcrumbs
        items={[
          { name: words.crumbs.home, href: pagePaths.home },
          { name: words.crumbs.services, href: pagePaths.services },
          { name },
        ]}
      />
      {slides ? (
        <HeroCarousel slides={slides} actions={heroActions}>
          <p className="mb-4 text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">{area}</p>
          <PageTitle over="carousel">{name}</PageTitle>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 sm:text-xl">{summary}</p>
        </HeroCarousel>
      ) : (
        <PageHero eyebrow={area} title={name} lead={summary}>
          {heroActions}
        </PageHero>
      )}
      {stats ? <StatsBand id="category-stats" title={words.statsTitle} items={stats} /> : null}
      <ContentSection id="category-covers" {...words.covers}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-ink">
          {covers.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
          <p>
            <Link
              to={pagePaths.flipCards}
              className="inline-flex items-center gap-1.5 font-semibold text-navy-700 underline underline-offset-4"
            >
              {words.flipCardsLink}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </p>
        </div>
      </ContentSection>
      <ContentSection id="category-services" anchor={CAPABILITIES_ID} tone="tinted" {...words.services}>
        <ServiceLinkGrid services={services} />
        {companions.length ? (
          <div className="mt-10">
            <h3 className="text-xl font-bold text-navy-900">{words.companionsTitle}</h3>
            <ServiceLinkGrid services={companions} className="mt-5" />
          </div>
        ) : null}
      </ContentSection>
      {framework ? (
        <ContentSection id="category-framework" {...words.framework}>
          <PointGrid items={framework} numbered columns={framework.length === 5 ? 5 : 3} />
        </ContentSection>
      ) : null}
      <ContentSection id="category-reasons" tone={framework ? 'tinted' : 'plain'} {...words.reasons}>
        <PointGrid items={reasons} columns={reasons.length === 8 ? 4 : 2} />
      </ContentSection>
      {advantages ? (
        <ContentSection id="category-advantages" {...words.advantages}>
          <PointGrid items={advantages} columns={advantages.length === 4 ? 4 : 3} />
        </ContentSection>
      ) : null}
      {enquiry ? (
        <ContentSection
          id="category-enquiry"
          anchor={CONTACT_FORM_ID}
          tone="tinted"
          eyebrow={words.enquiryEyebrow}
          title={enquiry.title}
          lead={enquiry.lead}
        >
          <div className="grid gap-8 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-start">
            <div className="rounded-card border border-line bg-surface p-6 shadow-card sm:p-8">
              <ShortEnquiryForm
                service={enquiry.service}
                messageLabel={enquiry.messageLabel}
                fields={enquiry.fields}
              />
            </div>
            {contact ? <DirectContactCard contact={contact} words={words.directContact} /> : null}
          </div>
        </ContentSection>
      ) : (
        <CtaBand id="category-cta" {...words.cta}>
          <ActionLinks
            links={[
              { to: pagePaths.contact, label: words.actions.requestConsultation },
              { to: pagePaths.corporateCapability, label: words.actions.corporateCapability },
            ]}
          />
        </CtaBand>
      )}
    </>
  )
}

const contactLinkStyles = 'font-semibold text-white underline underline-offset-4 hover:text-gold-300'

/** Phone and e-mail beside the form, for buyers who would rather talk first. */
function DirectContactCard({
  contact,
  words,
}: {
  contact: DirectContact
  words: { title: string; lead: string }
}) {
  return (
    <div className="rounded-card bg-navy-900 p-6 text-white shadow-card sm:p-8">
      <h3 className="text-xl font-bold">{words.title}</h3>
      <p className="mt-3 leading-relaxed text-navy-100">{words.lead}</p>
      <ul className="mt-6 space-y-4">
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
          <a className={contactLinkStyles} href={`tel:${contact.phone.e164}`}>
            {contact.phone.display}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-gold-300" />
          <a className={contactLinkStyles} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </li>
      </ul>
    </div>
  )
}
