import { Mail, MapPin, Phone } from 'lucide-react'
import { PageHero } from '#app/components/sections/page-hero.tsx'
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

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow="Contact" title={page.title} lead={page.intro} />
      <section aria-labelledby="contact-info-heading" className="py-16 sm:py-20">
        <Container>
          <div className="max-w-xl rounded-card border border-line bg-surface p-8 shadow-card">
            <h2 id="contact-info-heading" className="text-2xl font-bold text-navy-900">
              Contact Information
            </h2>
            <dl className="mt-6 space-y-5">
              <div>
                <dt className="flex items-center gap-2 font-semibold text-navy-900">
                  <Mail aria-hidden="true" className="size-5 text-gold-700" />
                  Email
                </dt>
                <dd className="pl-7">
                  <a className="text-navy-700 underline underline-offset-4" href={`mailto:${company.email}`}>
                    {company.email}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-navy-900">
                  <Phone aria-hidden="true" className="size-5 text-gold-700" />
                  Phone
                </dt>
                <dd className="pl-7">
                  <a
                    className="text-navy-700 underline underline-offset-4"
                    href={`tel:${company.phone.e164}`}
                  >
                    {company.phone.display}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="flex items-center gap-2 font-semibold text-navy-900">
                  <MapPin aria-hidden="true" className="size-5 text-gold-700" />
                  Headquarters
                </dt>
                <dd className="pl-7 text-ink">
                  {formatStreetAddress()}
                  <br />
                  {formatCityLine()}
                </dd>
              </div>
            </dl>
          </div>
        </Container>
      </section>
    </>
  )
}
