import { getServicePageWords } from './detail-sections.ts'
import {
  companyProfile,
  contractVehicles,
  getCategory,
  getService,
  listCategories,
  listCertificationItems,
  listRelatedServices,
  listServiceCards,
  listSolutionCards,
} from './index.ts'
import { actionLabels } from './labels.ts'
import { capabilitySections, homeLabels, homeSections, servicesSections } from './page-sections.ts'
import { company, listContactChannels } from './site.ts'
import { listServiceDetailPaths } from './site-paths.ts'

const SERVICES_CERTIFICATIONS_SHOWN = 4

const listPracticeAreaCards = () =>
  listCategories().map((link) => ({
    href: link.href,
    title: link.name,
    eyebrow: link.area,
    description: getCategory(link.id)?.summary,
  }))

/** Not part of loader data: a link visit loads it as a build-time JSON module (docs/decisions/025-static-sections-keep-their-html.md). */
export const staticSections = {
  home: () => ({
    sections: {
      solutionsWeDeliver: homeSections.solutionsWeDeliver,
      solutions: homeSections.solutions,
      certifications: homeSections.certifications,
    },
    categories: listPracticeAreaCards(),
    solutions: listSolutionCards(),
    exploreSolution: actionLabels.exploreSolution,
    certifications: listCertificationItems(),
    certifiedLabel: homeLabels.certified,
  }),
  services: () => ({
    sections: { areas: servicesSections.areas, certifications: servicesSections.certifications },
    cards: listServiceCards(),
    certifications: listCertificationItems().slice(0, SERVICES_CERTIFICATIONS_SHOWN),
  }),
  corporateCapability: () => {
    const { whoWeAre, vision, mission, values, naics, services, contact } = capabilitySections
    const channels = listContactChannels()
    return {
      sections: {
        whoWeAre: { ...whoWeAre, lead: company.tagline },
        services,
        contractVehicles: capabilitySections.contractVehicles,
        contact,
      },
      headings: { vision: vision.title, mission: mission.title, values: values.title, naics: naics.title },
      profile: companyProfile,
      services: listPracticeAreaCards(),
      contractVehicles,
      contact: [channels.postalAddress, channels.phone, channels.email, channels.website],
    }
  },
}

/** One module per slug, so a visit by link loads only that page's words. */
export const serviceStaticSections = {
  slugs: (): string[] => listServiceDetailPaths().map((path) => path.replace(/^\/services\//, '')),
  load: (slug: string) => {
    const service = getService(slug)
    if (!service) throw new Error(`No service has the slug ${slug}`)
    const { overview, contexts, capabilities, approach, related } = getServicePageWords(
      service.name,
      service.category?.name,
    )
    return {
      sections: { overview, capabilities, approach, related },
      contextsTitle: contexts.title,
      overview: service.overview,
      contexts: service.contexts,
      capabilities: service.capabilities,
      approach: service.approach,
      related: listRelatedServices(service),
    }
  },
}

export type ServiceStaticSections = ReturnType<typeof serviceStaticSections.load>

export const prerenderedStaticContent = { pages: staticSections, service: serviceStaticSections.load }

export type StaticSections = {
  [Page in keyof typeof staticSections]: ReturnType<(typeof staticSections)[Page]>
}
