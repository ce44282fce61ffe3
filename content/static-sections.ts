import {
  getCategory,
  listCategories,
  listCertificationItems,
  listServiceCards,
  listSolutionCards,
} from './index.ts'
import { actionLabels } from './labels.ts'
import { homeLabels, homeSections, servicesSections } from './page-sections.ts'

/** The services page shows the first four certifications: the two process standards and two ISO systems. */
const SERVICES_CERTIFICATIONS_SHOWN = 4

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
    categories: listCategories().map((link) => ({
      href: link.href,
      title: link.name,
      eyebrow: link.area,
      description: getCategory(link.id)?.summary,
    })),
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
}

export type StaticSections = {
  [Page in keyof typeof staticSections]: ReturnType<(typeof staticSections)[Page]>
}
