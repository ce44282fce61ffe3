import { notFoundWords } from '#content/chrome.ts'
import { actionLabels } from '#content/labels.ts'
import { notFoundPage } from '#content/pages.ts'
import { pagePaths } from '#content/paths.ts'
import { ActionLinks } from './action-links.tsx'
import { PageHero } from './page-hero.tsx'

/** Shown for any unknown URL, whether matched by the catch-all route or thrown as a 404. */
export function NotFoundView() {
  return (
    <PageHero eyebrow={notFoundWords.eyebrow} title={notFoundPage.title} lead={notFoundPage.intro}>
      <ActionLinks
        links={[
          { to: pagePaths.home, label: actionLabels.backToHome },
          { to: pagePaths.contact, label: actionLabels.contactSupport },
        ]}
      />
    </PageHero>
  )
}
