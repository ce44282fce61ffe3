import { BadgeCheck, Clock, Lock, Mail, MapPin, Phone, ShieldCheck } from 'lucide-react'
import { ConsultationForm } from '#app/components/forms/consultation-form.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import { company, formatCityLine, formatStreetAddress } from '#content/site.ts'
import type { Route } from './+types/contact'

export function loader() {
  return { page: getPage('contact') }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.contact)

// A lone link on its line, not one in a sentence, so it is at least 24 px tall (WCAG 2.5.8).
const linkClass = 'inline-flex min-h-6 items-center text-navy-700 underline underline-offset-4'

const contactDetails = [
  {
    label: 'Email',
    Icon: Mail,
    content: (
      <a className={linkClass} href={`mailto:${company.email}`}>
        {company.email}
      </a>
    ),
  },
  {
    label: 'Phone',
    Icon: Phone,
    content: (
      <a className={linkClass} href={`tel:${company.phone.e164}`}>
        {company.phone.display}
      </a>
    ),
  },
  {
    label: 'Headquarters',
    Icon: MapPin,
    content: (
      <address className="not-italic">
        {formatStreetAddress()}
        <br />
        {formatCityLine()}
      </address>
    ),
  },
]

const trustPoints = [
  { Icon: BadgeCheck, text: 'Woman-Owned Small Business, SWaM certified by the Commonwealth of Virginia' },
  { Icon: ShieldCheck, text: 'CMMI Level 3 for services and development; ISO 9001:2015 and ISO 20000' },
  {
    Icon: Lock,
    text: 'ISO 27001:2013 information security: your enquiry and documents are handled under it',
  },
  { Icon: Clock, text: 'A senior consultant replies within 24 hours' },
]

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Contact" title={page.title} lead={page.intro} />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12">
        <section aria-labelledby="consultation-heading" id="consultation" className="min-w-0">
          <h2 id="consultation-heading" className="text-3xl font-bold tracking-tight text-navy-900">
            Request Consultation
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">
            Describe your requirements and timeline. Share a statement of work or requirements document if you
            have one, and we will come back with a practical approach, the right team and the contract vehicle
            that fits.
          </p>
          <div id="consultation-form" className="mt-8">
            <ConsultationForm labelledBy="consultation-heading" />
          </div>
        </section>

        <div className="space-y-6">
          <section aria-labelledby="contact-info-heading">
            <Card spacious>
              <h2 id="contact-info-heading" className="text-2xl font-bold text-navy-900">
                Contact Information
              </h2>
              <dl className="mt-6 space-y-5">
                {contactDetails.map(({ label, Icon, content }) => (
                  <div key={label}>
                    <dt className="flex items-center gap-2 font-semibold text-navy-900">
                      <Icon aria-hidden="true" className="size-5 text-gold-700" />
                      {label}
                    </dt>
                    <dd className="pl-7 text-ink">{content}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          </section>
          <section aria-labelledby="trust-heading">
            <Card tone="dark" spacious>
              <h2 id="trust-heading" className="text-2xl font-bold">
                Trust &amp; Compliance
              </h2>
              <ul className="mt-6 space-y-4">
                {trustPoints.map(({ Icon, text }) => (
                  <li key={text} className="flex gap-3 text-navy-100">
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-300" />
                    {text}
                  </li>
                ))}
              </ul>
            </Card>
          </section>
        </div>
      </Container>
    </>
  )
}
