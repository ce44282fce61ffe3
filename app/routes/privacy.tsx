import { ContactDetails } from '#app/components/sections/contact-details.tsx'
import { ContentSection } from '#app/components/sections/content-section.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { privacyNotice } from '#content/privacy.ts'
import { listContactChannels } from '#content/site.ts'
import type { Route } from './+types/privacy'
import {
  AtAGlance,
  FormFieldLists,
  LabelledDetails,
  LastUpdated,
  Paragraphs,
  RetentionPeriods,
} from './privacy/privacy-parts.tsx'

export function loader() {
  const channels = listContactChannels()
  const labels = privacyNotice.whoWeAre.contactLabels
  return {
    page: getPage('privacy'),
    notice: privacyNotice,
    contactDetails: [
      { ...channels.postalAddress, label: labels.address },
      { ...channels.phone, label: labels.phone },
      { ...channels.email, label: labels.email },
    ],
    rightsContactDetails: [
      { ...channels.email, label: privacyNotice.rights.contactLabels.email },
      { ...channels.phone, label: privacyNotice.rights.contactLabels.phone },
    ],
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.privacy)

/** The Privacy Notice: who we are, what the forms collect, where it is kept, who gets it, your choices. */
export default function Privacy({
  loaderData: { page, notice, contactDetails, rightsContactDetails },
}: Route.ComponentProps) {
  const { whoWeAre, collection, storage, recipients, acknowledgement, rights, cookies, changes } = notice
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
          <ContactDetails details={contactDetails} layout="cards" />
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
          <ContactDetails details={rightsContactDetails} layout="cards" />
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
