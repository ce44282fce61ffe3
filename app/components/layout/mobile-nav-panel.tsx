import { Accordion } from 'radix-ui'
import { useState } from 'react'
import { Link } from 'react-router'
import { AccordionHeading } from '#app/components/ui/accordion-heading.tsx'
import { cn } from '#app/lib/cn.ts'
import { useCurrentPath } from '#app/lib/current-path.ts'
import { serviceCategories, solutionLinks } from '#content/catalog.ts'
import { headerLabels } from '#content/chrome.ts'
import { capabilityItem, type NavItem, navItems } from './nav-items.ts'

/** Loaded when the menu is first wanted (mobile-nav.tsx), so desktop visitors skip it. */
export function MobileNavPanel({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useCurrentPath()
  const [section, setSection] = useState('')
  return (
    <nav aria-label={headerLabels.mainNav} className="px-4 pt-2">
      <ul className="divide-y divide-line">
        {navItems.map((item) =>
          item.menu ? (
            <li key={item.href}>
              <Accordion.Root type="single" collapsible value={section} onValueChange={setSection}>
                <MobileSection item={item} onNavigate={onNavigate} />
              </Accordion.Root>
            </li>
          ) : (
            <li key={item.href}>
              <MobileLink item={item} current={item.matches(pathname)} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
      <Link
        to={capabilityItem.href}
        onClick={onNavigate}
        aria-current={capabilityItem.matches(pathname) ? 'page' : undefined}
        className="mt-4 flex min-h-12 items-center justify-center rounded-control bg-gold-400 px-4 font-semibold text-navy-950 hover:bg-gold-300 forced-colors:border-2"
      >
        {capabilityItem.label}
      </Link>
    </nav>
  )
}

function MobileLink({
  item,
  current,
  onNavigate,
}: {
  item: NavItem
  current: boolean
  onNavigate: () => void
}) {
  return (
    <Link
      to={item.href}
      onClick={onNavigate}
      aria-current={current ? 'page' : undefined}
      className="flex min-h-12 items-center px-2 font-semibold text-navy-900 aria-[current=page]:text-navy-600 aria-[current=page]:underline aria-[current=page]:decoration-gold-500 aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8"
    >
      {item.label}
    </Link>
  )
}

function MobileSection({ item, onNavigate }: { item: NavItem; onNavigate: () => void }) {
  const links =
    item.menu === 'services'
      ? [
          { href: item.href, label: headerLabels.allServices, indent: false },
          ...serviceCategories.flatMap((category) => [
            { href: category.href, label: category.name, indent: false },
            ...category.services.map((service) => ({
              href: service.href,
              label: service.name,
              indent: true,
            })),
          ]),
        ]
      : [
          { href: item.href, label: headerLabels.solutionsOverview, indent: false },
          ...solutionLinks.map((solution) => ({ href: solution.href, label: solution.name, indent: false })),
        ]

  return (
    <Accordion.Item value={item.menu ?? item.href}>
      <AccordionHeading
        className="min-h-12 w-full items-center justify-between px-2 font-semibold text-navy-900"
        chevronClassName="transition-transform duration-200"
      >
        {item.label}
      </AccordionHeading>
      <Accordion.Content>
        {/* An open list is capped at 16rem; longer lists scroll inside it. */}
        <ul className="mb-2 max-h-64 overflow-y-auto rounded-control bg-navy-50 py-1">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                onClick={onNavigate}
                className={cn(
                  'flex min-h-11 items-center px-3 text-sm hover:bg-white',
                  link.indent ? 'pl-7 text-ink' : 'font-semibold text-navy-900',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
  )
}
