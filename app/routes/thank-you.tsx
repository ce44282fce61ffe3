import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { pagePaths, THANK_YOU_PATH } from '#content/paths.ts'
import { company } from '#content/site.ts'
import type { Route } from './+types/thank-you'

export function loader() {
  return { email: company.email, phone: company.phone }
}

// Reached only by sending a form: kept out of search results.
export const meta: Route.MetaFunction = () =>
  buildMeta(
    {
      title: 'Request Received | GlobalTekForce',
      description:
        'Your request reached the GlobalTekForce team. A consultant will contact you within 24 hours to discuss your requirements.',
    },
    THANK_YOU_PATH,
    { noindex: true },
  )

/** Where a form sent without JavaScript lands (the API answers 303 See Other to this page). */
export default function ThankYou({ loaderData: { email, phone } }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="Request received"
        title="Thank you! We will contact you within 24 hours."
        lead="Your request is stored safely and our team has been notified. A consultant who knows your sector will reply, usually the same business day."
      >
        <LinkButton to={pagePaths.home} size="lg">
          Back to Home
        </LinkButton>
        <LinkButton to={pagePaths.services} size="lg" tone="inverse">
          Explore Services
        </LinkButton>
      </PageHero>
      <section aria-labelledby="thank-you-next" className="py-16">
        <Container>
          <h2 id="thank-you-next" className="text-2xl font-bold text-navy-900">
            Need us sooner?
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink">
            Call{' '}
            <a className="text-navy-700 underline underline-offset-4" href={`tel:${phone.e164}`}>
              {phone.display}
            </a>{' '}
            or email{' '}
            <a className="text-navy-700 underline underline-offset-4" href={`mailto:${email}`}>
              {email}
            </a>{' '}
            and mention your organization's name.
          </p>
        </Container>
      </section>
    </>
  )
}
