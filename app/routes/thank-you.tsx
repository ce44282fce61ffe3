import { ReferenceFromAddress } from '#app/components/forms/reference-from-address.tsx'
import { ActionLinks } from '#app/components/sections/action-links.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { actionLabels } from '#content/labels.ts'
import { heroLabels, thankYouSections, thankYouWords } from '#content/page-sections.ts'
import { pagePaths, THANK_YOU_PATH } from '#content/paths.ts'
import { company } from '#content/site.ts'
import type { Route } from './+types/thank-you'

export function loader() {
  return {
    email: company.email,
    phone: company.phone,
    hero: heroLabels.thankYou,
    sections: thankYouSections,
    words: thankYouWords,
    actions: actionLabels,
  }
}

// Reached only by sending a form: kept out of search results.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.words.seo, THANK_YOU_PATH, { noindex: true })

/** Where a form sent without JavaScript lands (the API answers 303 See Other to this page). */
export default function ThankYou({
  loaderData: { email, phone, hero, sections, words, actions },
}: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} {...sections.hero}>
        <ReferenceFromAddress template={words.referenceLine} />
        <ActionLinks
          links={[
            { to: pagePaths.home, label: actions.backToHome },
            { to: pagePaths.services, label: actions.exploreServices },
          ]}
        />
      </PageHero>
      <section aria-labelledby="thank-you-next" className="py-16">
        <Container>
          <h2 id="thank-you-next" className="text-2xl font-bold text-navy-900">
            {sections.sooner.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-ink">
            {words.sooner.call}{' '}
            <a className="text-navy-700 underline underline-offset-4" href={`tel:${phone.e164}`}>
              {phone.display}
            </a>{' '}
            {words.sooner.orEmail}{' '}
            <a className="text-navy-700 underline underline-offset-4" href={`mailto:${email}`}>
              {email}
            </a>{' '}
            {words.sooner.mention}
          </p>
        </Container>
      </section>
    </>
  )
}
