import { getCompanyStat } from './company-profile.ts'
import aboutData from './data/about.json' with { type: 'json' }
import contactData from './data/contact.json' with { type: 'json' }
import capabilityData from './data/corporate-capability.json' with { type: 'json' }
import homeData from './data/home.json' with { type: 'json' }
import servicesData from './data/services-page.json' with { type: 'json' }
import solutionsData from './data/solutions-page.json' with { type: 'json' }
import thankYouData from './data/thank-you.json' with { type: 'json' }
import { statusLabels } from './labels.ts'
import type {
  AboutWords,
  CapabilityPageWords,
  ContactWords,
  HomeWords,
  ServicesPageWords,
  SolutionsPageWords,
  ThankYouWords,
} from './page-words-data-files.ts'
import { fillPlaceholders } from './placeholders.ts'
import { company, credentials } from './site.ts'

// Section words with brace facts filled in; the capability PDF reads the same values.
const facts = {
  companyName: company.name,
  foundingYear: String(company.foundingYear),
  projects: String(getCompanyStat('projects').value),
  womanOwned: credentials.womanOwned,
}
const fill = <T>(words: unknown): T => fillPlaceholders(words as T, facts)

const home = /* @__PURE__ */ fill<HomeWords>(homeData)
const about = /* @__PURE__ */ fill<AboutWords>(aboutData)
const capability = /* @__PURE__ */ fill<CapabilityPageWords>(capabilityData)
const contact = /* @__PURE__ */ fill<ContactWords>(contactData)
const services = /* @__PURE__ */ fill<ServicesPageWords>(servicesData)
const solutions = /* @__PURE__ */ fill<SolutionsPageWords>(solutionsData)
const thankYou = /* @__PURE__ */ fill<ThankYouWords>(thankYouData)

export const homeSections = home.sections

/** Read by assistive technology. */
export const homeLabels = { newTab: statusLabels.opensInNewTab, ...home.labels }

export const heroLabels = {
  home: home.hero,
  about: about.hero,
  corporateCapability: capability.hero,
  contact: contact.hero,
  solutions: solutions.hero,
  services: services.hero,
  thankYou: thankYou.hero,
}

export const aboutLabels = { ...about.labels, newTab: statusLabels.opensInNewTab }

export const aboutSections = about.sections

export const capabilitySections = capability.sections

export const contactSections = contact.sections

export const contactTrustPoints = contact.trustPoints

export const solutionsSections = solutions.sections

export const servicesSections = services.sections

export const thankYouSections = thankYou.sections

export const thankYouWords = {
  seo: thankYou.seo,
  sooner: thankYou.sooner,
  referenceLine: thankYou.referenceLine,
}
