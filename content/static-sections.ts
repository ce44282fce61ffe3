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
import { listServiceDetailPaths } from './paths.ts'
import { company, listContactChannels } from './site.ts'

/** The services page shows the first four certifications: the two process standards and two ISO systems. */
const SERVICES_CERTIFICATIONS_SHOWN = 4

/** The eight practice areas as link cards: name, area and summary. */
const listPracticeAreaCards = () =>
  listCategories().map((link) => ({
    href: link.href,
    title: link.name,
    eyebrow: link.area,
    description: getCategory(link.id)?.summary,
  }))

/**
 * What pages' static sections show: links and text that never change on the client. It is not part of
 * the pages' loader data. The prerender renders it; the first load keeps that HTML; a visit by link
 * loads it as a small module of JSON made at build time (`virtual:static-sections/<page>`,
 * docs/decisions/025-static-sections-keep-their-html.md).
 */
export const staticSections = {
  /** The home page's practice areas, solutions and certifications. */
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
  /** The services page's practice-area cards and certifications. */
  services: () => ({
    sections: { areas: servicesSections.areas, certifications: servicesSections.certifications },
    cards: listServiceCards(),
    certifications: listCertificationItems().slice(0, SERVICES_CERTIFICATIONS_SHOWN),
  }),
  /** The capability statement's company overview, service areas, contract vehicles and contacts. */
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

/**
 * The static sections of each service's own page (/services/{slug}): all that lies between its hero
 * and its closing band. One module per slug, so a visit by link loads only that page's words.
 */
export const serviceStaticSections = {
  /** The services with a page of their own. */
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

/** What the prerender reads static sections from: each page's content, and a service page's by slug. */
export const prerenderedStaticContent = { pages: staticSections, service: serviceStaticSections.load }

export type StaticSections = {
  [Page in keyof typeof staticSections]: ReturnType<(typeof staticSections)[Page]>
}
