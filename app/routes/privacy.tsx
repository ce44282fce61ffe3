import { ContactDetails } from '#app/components/sections/contact-details.tsx'
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
  LabeledDetails,
  LastUpdated,
  NoticeSection,
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

      <NoticeSection part={whoWeAre}>
        <div className="mt-8">
          <ContactDetails details={contactDetails} layout="cards" />
        </div>
      </NoticeSection>

      <NoticeSection part={collection} tone="tinted">
        <FormFieldLists forms={collection.forms} />
        <div className="mt-10">
          <Paragraphs paragraphs={collection.purpose} />
        </div>
      </NoticeSection>

      <NoticeSection part={storage}>
        <div className="mt-8">
          <RetentionPeriods periods={storage.periods} />
        </div>
      </NoticeSection>

      <NoticeSection part={recipients} tone="tinted">
        <LabeledDetails items={recipients.items} />
      </NoticeSection>

      <NoticeSection part={acknowledgement} />

      <NoticeSection part={rights} tone="tinted">
        <p className="mt-6 text-lg font-semibold text-navy-900">{rights.contactLead}</p>
        <div className="mt-4">
          <ContactDetails details={rightsContactDetails} layout="cards" />
        </div>
        <div className="mt-8">
          <Paragraphs paragraphs={rights.steps} />
        </div>
      </NoticeSection>

      <NoticeSection part={cookies} />

      <NoticeSection part={changes} tone="tinted">
        <p className="mt-6 text-muted">
          {notice.lastUpdated.label}:{' '}
          <time dateTime={notice.lastUpdated.iso}>{notice.lastUpdated.display}</time>
        </p>
      </NoticeSection>
    </>
  )
}
