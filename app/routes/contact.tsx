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
              <div className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 text-gold-700" />
                <div>
                  <dt className="font-semibold text-navy-900">Email</dt>
                  <dd>
                    <a
                      className="text-navy-700 underline underline-offset-4"
                      href={`mailto:${company.email}`}
                    >
                      {company.email}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 text-gold-700" />
                <div>
                  <dt className="font-semibold text-navy-900">Phone</dt>
                  <dd>
                    <a
                      className="text-navy-700 underline underline-offset-4"
                      href={`tel:${company.phone.e164}`}
                    >
                      {company.phone.display}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 text-gold-700" />
                <div>
                  <dt className="font-semibold text-navy-900">Headquarters</dt>
                  <dd className="text-ink">
                    {formatStreetAddress()}
                    <br />
                    {formatCityLine()}
                  </dd>
                </div>
              </div>
            </dl>
          </div>
        </Container>
      </section>
    </>
  )
}
