import { ConsultationForm } from '#app/components/forms/consultation-form.tsx'
import { ContactDetails } from '#app/components/sections/contact-details.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { ContentIcon } from '#app/components/ui/content-icon.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { contactSections, contactTrustPoints, heroLabels } from '#content/page-sections.ts'
import { pagePaths } from '#content/paths.ts'
import { listContactChannels } from '#content/site.ts'
import { consultationFormFields } from '#contract/enquiry-fields.ts'
import type { Route } from './+types/contact'

export function loader() {
  const channels = listContactChannels()
  return {
    page: getPage('contact'),
    hero: heroLabels.contact,
    sections: contactSections,
    contact: [channels.email, channels.phone, channels.address],
    trustPoints: contactTrustPoints,
    formFields: consultationFormFields(),
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.contact)

export default function Contact({
  loaderData: { page, hero, sections, contact, trustPoints, formFields },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={page.title} lead={page.intro} />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <section aria-labelledby="consultation-heading" id="consultation" className="min-w-0">
          <h2 id="consultation-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            {sections.consultation.title}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">{sections.consultation.lead}</p>
          <div id="consultation-form" className="mt-8">
            <ConsultationForm labelledBy="consultation-heading" fields={formFields} />
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="contact-info-heading">
            <Card spacious>
              <h2 id="contact-info-heading" className="text-2xl font-bold text-navy-900">
                {sections.details.title}
              </h2>
              <ContactDetails details={contact} />
            </Card>
          </section>
          {trustPoints.length > 0 && (
            <section aria-labelledby="trust-heading">
              <Card tone="dark" spacious>
                <h2 id="trust-heading" className="text-2xl font-bold">
                  {sections.trust.title}
                </h2>
                <ul className="mt-6 space-y-4">
                  {trustPoints.map(({ icon, text }) => (
                    <li key={text} className="flex gap-3 text-navy-100">
                      <ContentIcon icon={icon} className="mt-0.5 size-5 shrink-0 text-gold-300" />
                      {text}
                    </li>
                  ))}
                </ul>
              </Card>
            </section>
          )}
        </div>
      </Container>
    </>
  )
}
