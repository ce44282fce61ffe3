import { LinkButton } from '#app/components/ui/link-button.tsx'
import { chromeActions as actionLabels, notFoundWords } from '#content/chrome.ts'
import { notFoundPage } from '#content/not-found-page.ts'
import { pagePaths } from '#content/paths.ts'
import { PageHero } from './page-hero.tsx'

/** Shown for any unknown URL, whether matched by the catch-all route or thrown as a 404. */
export function NotFoundView() {
  return (
    <PageHero eyebrow={notFoundWords.eyebrow} title={notFoundPage.title} lead={notFoundPage.intro}>
      <LinkButton to={pagePaths.home} tone="primary" size="lg">
        {actionLabels.backToHome}
      </LinkButton>
      <LinkButton to={pagePaths.contact} tone="inverse" size="lg">
        {actionLabels.contactSupport}
      </LinkButton>
    </PageHero>
  )
}
