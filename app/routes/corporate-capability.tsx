import { PageHero } from '#app/components/sections/page-hero.tsx'
import { LinkButton } from '#app/components/ui/link-button.tsx'
import { buildMeta } from '#app/lib/meta.ts'
import { getPage } from '#content/index.ts'
import { pagePaths } from '#content/paths.ts'
import type { Route } from './+types/corporate-capability'

export function loader() {
  return { page: getPage('corporateCapability') }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  buildMeta(loaderData.page.seo, pagePaths.corporateCapability)

export default function CorporateCapability({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <PageHero eyebrow="Capability statement" title={page.title} lead={page.intro}>
      <LinkButton to={pagePaths.contact} size="lg">
        Request Consultation
      </LinkButton>
    </PageHero>
  )
}
