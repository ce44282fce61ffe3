import { Container } from '#app/components/ui/container.tsx'
import { LinkList } from '#app/components/ui/link-list.tsx'
import { SectionHeading } from '#app/components/ui/section-heading.tsx'
import { searchLabels } from '#content/search-labels.ts'

interface SiteIndexProps {
  sections: { title: string; links: { href: string; title: string }[] }[]
}

/** Every page of the site under its section: the search page's content without JavaScript. */
export function SiteIndex({ sections }: SiteIndexProps) {
  return (
    <section aria-labelledby="site-index-heading" className="bg-canvas py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="site-index-heading"
          title={searchLabels.siteIndexHeading}
          lead={searchLabels.siteIndexLead}
        />
        <div className="mt-10 grid gap-x-10 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={`index-${slugOf(section.title)}`}>
              <h3 id={`index-${slugOf(section.title)}`} className="text-lg font-bold text-navy-900">
                {section.title}
              </h3>
              <LinkList
                links={section.links.map((link) => ({ name: link.title, href: link.href }))}
                className="mt-3 space-y-1"
                linkClassName="inline-flex min-h-8 items-center text-navy-700 underline underline-offset-4 hover:text-navy-900"
              />
            </section>
          ))}
        </div>
      </Container>
    </section>
  )
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
