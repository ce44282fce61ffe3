import { LinkButton } from '#app/components/ui/link-button.tsx'
import { notFoundPage } from '#content/pages.ts'
import { pagePaths } from '#content/paths.ts'
import { PageHero } from './page-hero.tsx'

/** Shown for any unknown URL, whether matched by the catch-all route or thrown as a 404. */
export function NotFoundView() {
  return (
    <PageHero eyebrow="Error 404" title={notFoundPage.title} lead={notFoundPage.intro}>
      <LinkButton to={pagePaths.home} tone="primary" size="lg">
        Back to Home
      </LinkButton>
      <LinkButton to={pagePaths.contact} tone="inverse" size="lg">
        Contact Support
      </LinkButton>
    </PageHero>
  )
}
