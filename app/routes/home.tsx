import { ContentSection } from '#app/components/sections/content-section.tsx'
import { LinkCardGrid } from '#app/components/sections/link-card-grid.tsx'
import { Card } from '#app/components/ui/card.tsx'
import { Container } from '#app/components/ui/container.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { certifications, contractVehicles, getCategory, getPage, listCategories } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/home'

export function loader() {
  return {
    page: getPage('home'),
    categories: listCategories().map((link) => {
      const category = getCategory(link.id)
      return { href: link.href, title: link.name, eyebrow: link.area, description: category?.summary }
    }),
    contractVehicles,
    certifications,
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => buildMeta(loaderData.page.seo, pagePaths.home)

export default function Home({
  loaderData: { page, categories, contractVehicles, certifications },
}: Route.ComponentProps) {
  return (
    <>
      <section
        aria-labelledby="page-title"
        className="relative overflow-hidden bg-navy-950 pt-header text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_70%_20%,rgb(36_80_158/0.7),transparent_60%),radial-gradient(ellipse_at_10%_90%,rgb(242_181_68/0.16),transparent_50%)]"
        />
        <Container className="relative py-20 sm:py-28 lg:py-32">
          <p className="mb-5 text-sm font-semibold uppercase tracking-[0.16em] text-gold-300">
            Woman-Owned Small Business · CMMI Level 3 · ISO Certified
          </p>
          <h1
            id="page-title"
            className="max-w-4xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
          >
            {page.title}
          </h1>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-navy-100 sm:text-xl">{page.intro}</p>
          <div className="mt-10 flex flex-wrap gap-3">
            <LinkButton to={pagePaths.contact} size="lg">
              Request Consultation
            </LinkButton>
            <LinkButton to={pagePaths.services} tone="inverse" size="lg">
              Explore Capabilities
            </LinkButton>
          </div>
        </Container>
      </section>

      <ContentSection
        id="solutions-we-deliver"
        eyebrow="What we do"
        title="Solutions We Deliver"
        lead="Eight practice areas that keep government and enterprise finance, acquisition and technology running."
      >
        <LinkCardGrid items={categories} columns={4} />
      </ContentSection>

      <ContentSection
        id="contract-vehicles"
        anchor="contractvehicles"
        tone="tinted"
        eyebrow="How to buy"
        title="Contract Vehicles"
        lead="Buy our services quickly through established government-wide and agency vehicles."
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {contractVehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <Card className="h-full">
                <h3 className="text-lg font-bold text-navy-900">{vehicle.title}</h3>
                <p className="mt-2 text-muted">{vehicle.description}</p>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>

      <ContentSection
        id="certifications"
        anchor="certification"
        eyebrow="Proven processes"
        title="Certifications"
        lead="Independent appraisals and certifications behind every engagement we deliver."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {certifications.map((certification) => (
            <li key={certification.id}>
              <Card className="h-full">
                <h3 className="text-lg font-bold text-navy-900">{certification.title}</h3>
                <p className="mt-2 text-muted">{certification.description}</p>
                <p className="mt-3 text-sm font-semibold text-gold-700">{certification.status}</p>
              </Card>
            </li>
          ))}
        </ul>
      </ContentSection>
    </>
  )
}
