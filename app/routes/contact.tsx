import { Mail, MapPin, Phone } from 'lucide-react'
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

const linkClass = 'text-navy-700 underline underline-offset-4'

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
      <>
        {formatStreetAddress()}
        <br />
        {formatCityLine()}
      </>
    ),
  },
]

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Contact" title={page.title} lead={page.intro} />
      <ConsultationForm />
      <section aria-labelledby="contact-info-heading" className="py-16 sm:py-20">
        <Container>
          <Card className="max-w-xl p-8">
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
        </Container>
      </section>
    </>
  )
}
