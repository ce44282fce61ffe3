import { Tabs } from 'radix-ui'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from '#app/components/ui/icons.tsx'
import { LinkList } from '#app/components/ui/link-list.tsx'
import { serviceCategories } from '#content/catalog.ts'
import { headerLabels } from '#content/chrome.ts'
import { pagePaths } from '#content/paths.ts'
import { useMenuAim } from './use-menu-aim.ts'

/**
 * Categories as a vertical tab list (arrow keys move, hover selects) beside the chosen one's services; a
 * pointer heading for the services does not select the categories it crosses (use-menu-aim.ts).
 */
export function ServicesMegaMenu() {
  const [categoryId, setCategoryId] = useState(serviceCategories[0]?.id ?? '')
  const categoriesRef = useRef<HTMLDivElement>(null)
  const aim = useMenuAim({ listRef: categoriesRef, onSelect: setCategoryId })

  return (
    <div className="mx-auto max-w-6xl overflow-hidden rounded-card border border-line bg-surface text-ink shadow-2xl">
      <Tabs.Root
        orientation="vertical"
        value={categoryId}
        onValueChange={setCategoryId}
        className="grid grid-cols-[17rem_1fr]"
        {...aim.trackProps}
      >
        <div ref={categoriesRef} className="border-r border-line bg-navy-50 p-3">
          <Tabs.List aria-label={headerLabels.serviceCategories} className="flex flex-col gap-0.5">
            {serviceCategories.map((category) => (
              <Tabs.Trigger
                key={category.id}
                value={category.id}
                {...aim.itemProps(category.id)}
                className="flex min-h-10 items-center justify-between rounded-control px-3 py-2 text-left text-sm font-medium text-navy-900 transition-colors hover:bg-white data-[state=active]:bg-navy-900 data-[state=active]:text-white forced-colors:data-[state=active]:bg-[Highlight] forced-colors:data-[state=active]:text-[HighlightText] forced-colors:data-[state=active]:forced-color-adjust-none"
              >
                {category.name}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Link
            to={pagePaths.services}
            className="mt-3 flex min-h-10 items-center gap-1.5 rounded-control px-3 text-sm font-semibold text-navy-700 underline-offset-4 hover:underline"
          >
            {headerLabels.allServices} <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        {serviceCategories.map((category) => (
          <Tabs.Content key={category.id} value={category.id} className="p-6 lg:p-8">
            <Link
              to={category.href}
              className="group inline-flex items-center gap-2 text-xl font-bold text-navy-900 hover:text-navy-700"
            >
              {category.name}
              <ArrowRight
                aria-hidden="true"
                className="size-5 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
            <LinkList
              links={category.services}
              className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1"
              linkClassName="flex min-h-10 items-center rounded-control px-2 text-sm text-ink transition-colors hover:bg-navy-50 hover:text-navy-700"
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  )
}
