import { Link } from 'react-router'
import { ArrowRight } from '#app/components/ui/icons.tsx'
import { LinkList } from '#app/components/ui/link-list.tsx'
import { headerLabels } from '#content/chrome.ts'
import { pagePaths } from '#content/paths.ts'
import { solutionLinks } from '#content/solution-links.ts'

export function SolutionsMenu() {
  return (
    <div className="ml-auto max-w-md rounded-card border border-line bg-surface p-3 text-ink shadow-2xl md:mr-40 lg:mr-56">
      <Link
        to={pagePaths.solutions}
        className="flex min-h-11 items-center justify-between rounded-control px-3 font-semibold text-navy-900 hover:bg-navy-50"
      >
        {headerLabels.solutionsOverview} <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
      <LinkList
        links={solutionLinks}
        className="mt-1 border-t border-line pt-1"
        linkClassName="flex min-h-11 items-center rounded-control px-3 text-sm text-ink hover:bg-navy-50 hover:text-navy-700"
      />
    </div>
  )
}
