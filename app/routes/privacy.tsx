import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { privacyNotice } from '#content/privacy.ts'
import { company, formatCityLine, formatStreetAddress } from '#content/site.ts'
import type { Route } from './+types/privacy'
import {
  AtAGlance,
  ContactChannels,
  FormFieldLists,
  LabelledDetails,
  LastUpdated,
  loneLinkClass,
  Paragraphs,
  RetentionPeriods,
} from './privacy/privacy-parts.tsx'

export function loader() {
  return {
    page: getPage('privacy'),
    notice: privacyNotice,
    contact: {
      legalName: company.legalName,
      streetAddress: formatStreetAddress(),
      cityLine: formatCityLine(),
      phone: company.phone,
      email: company.email,
    },
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.privacy)

/** The Privacy Notice: who we are, what the forms collect, where it is kept, who gets it, your choices. */
export default function Privacy({ loaderData: { page, notice, contact } }: Route.ComponentProps) {
  const { whoWeAre, collection, storage, recipients, acknowledgement, rights, cookies, changes } = notice
  const emailLink = (
    <a className={loneLinkClass} href={`mailto:${contact.email}`}>
      {contact.email}
    </a>
  )
  const phoneLink = (
    <a className={loneLinkClass} href={`tel:${contact.phone.e164}`}>
      {contact.phone.display}
    </a>
  )
  return (
    <>
      <PageHero
        eyebrow={notice.eyebrow}
        title={page.title}
        lead={page.intro}
        aside={<AtAGlance heading={notice.atAGlance.heading} points={notice.atAGlance.points} />}
      >
        <LastUpdated {...notice.lastUpdated} />
      </PageHero>

      <ContentSection id={whoWeAre.id} eyebrow={whoWeAre.eyebrow} title={whoWeAre.heading}>
        <Paragraphs paragraphs={whoWeAre.paragraphs} />
        <div className="mt-8">
          <ContactChannels
            channels={[
              {
                kind: 'address',
                label: whoWeAre.contactLabels.address,
                content: (
                  <address className="not-italic">
                    {contact.legalName}
                    <br />
                    {contact.streetAddress}
                    <br />
                    {contact.cityLine}
                  </address>
                ),
              },
              { kind: 'phone', label: whoWeAre.contactLabels.phone, content: phoneLink },
              { kind: 'email', label: whoWeAre.contactLabels.email, content: emailLink },
            ]}
          />
        </div>
      </ContentSection>

      <ContentSection
        id={collection.id}
        tone="tinted"
        eyebrow={collection.eyebrow}
        title={collection.heading}
        lead={collection.lead}
      >
        <FormFieldLists forms={collection.forms} />
        <div className="mt-10">
          <Paragraphs paragraphs={collection.purpose} />
        </div>
      </ContentSection>

      <ContentSection id={storage.id} eyebrow={storage.eyebrow} title={storage.heading}>
        <Paragraphs paragraphs={storage.paragraphs} />
        <div className="mt-8">
          <RetentionPeriods periods={storage.periods} />
        </div>
      </ContentSection>

      <ContentSection
        id={recipients.id}
        tone="tinted"
        eyebrow={recipients.eyebrow}
        title={recipients.heading}
      >
        <LabelledDetails items={recipients.items} />
      </ContentSection>

      <ContentSection
        id={acknowledgement.id}
        eyebrow={acknowledgement.eyebrow}
        title={acknowledgement.heading}
      >
        <Paragraphs paragraphs={acknowledgement.paragraphs} />
      </ContentSection>

      <ContentSection id={rights.id} tone="tinted" eyebrow={rights.eyebrow} title={rights.heading}>
        <Paragraphs paragraphs={rights.paragraphs} />
        <p className="mt-6 text-lg font-semibold text-navy-900">{rights.contactLead}</p>
        <div className="mt-4">
          <ContactChannels
            channels={[
              { kind: 'email', label: rights.contactLabels.email, content: emailLink },
              { kind: 'phone', label: rights.contactLabels.phone, content: phoneLink },
            ]}
          />
        </div>
        <div className="mt-8">
          <Paragraphs paragraphs={rights.steps} />
        </div>
      </ContentSection>

      <ContentSection id={cookies.id} eyebrow={cookies.eyebrow} title={cookies.heading}>
        <Paragraphs paragraphs={cookies.paragraphs} />
      </ContentSection>

      <ContentSection id={changes.id} tone="tinted" eyebrow={changes.eyebrow} title={changes.heading}>
        <Paragraphs paragraphs={changes.paragraphs} />
        <p className="mt-6 text-muted">
          {notice.lastUpdated.label}:{' '}
          <time dateTime={notice.lastUpdated.iso}>{notice.lastUpdated.display}</time>
        </p>
      </ContentSection>
    </>
  )
}
