import { toCategorySlug, toServiceSlug, toSolutionSlug } from './slugs.ts'

/**
 * The shape of the service offering: the eight categories, in the specification's order,
 * and their services in order. Only names and links live here, because the navigation
 * ships this module to the browser; the words about each service live in content/services/.
 */

/** Grouping label shown on service cards. */
export type ServiceArea =
  | 'Enterprise Systems'
  | 'Innovation'
  | 'Government'
  | 'Development'
  | 'Infrastructure'
  | 'Security'
  | 'Operations'

interface ServiceSeed {
  name: string
  /** Only cybersecurity services have fixed slugs; every other slug follows the name. */
  slug?: string
}

interface CategorySeed {
  name: string
  area: ServiceArea
  /** The category's own page when it is not /services/{slug}. */
  path?: string
  services: ServiceSeed[]
}

const categorySeeds = [
  {
    name: 'ERP Solutions',
    area: 'Enterprise Systems',
    services: [
      { name: 'Oracle Financials' },
      { name: 'SAP' },
      { name: 'Oracle CLM' },
      { name: 'Oracle Hyperion' },
      { name: 'Unison PRISM' },
      { name: 'Sunflower' },
    ],
  },
  {
    name: 'Digital Transformation',
    area: 'Innovation',
    services: [
      { name: 'Business Process Automation' },
      { name: 'Systems Modernizations' },
      { name: 'Artificial Intelligence' },
    ],
  },
  {
    name: 'Federal Financial Management',
    area: 'Government',
    services: [
      { name: 'US Treasury Accounting and Reporting Support' },
      { name: 'Interagency Agreements (IAA) Support' },
      { name: 'Business Operations Support' },
      { name: 'Budget Management' },
      { name: 'A-123 Support' },
    ],
  },
  {
    name: 'Application and Software Development',
    area: 'Development',
    services: [
      { name: 'Low Code Application Development' },
      { name: 'Framework Based Development' },
      { name: 'RICEW Objects' },
      { name: 'UI/UX Design' },
    ],
  },
  {
    name: 'Database and Infrastructure Management',
    area: 'Infrastructure',
    services: [
      { name: 'Security and Vulnerability Management' },
      { name: 'Disaster Recovery and Management' },
      { name: 'Infrastructure Management' },
      { name: 'Database Administration' },
      { name: 'Audit Support' },
    ],
  },
  {
    name: 'Cybersecurity',
    area: 'Security',
    path: '/cybersecurity',
    services: [
      { name: 'Network Security', slug: 'network-security' },
      { name: 'Endpoint & Device Protection', slug: 'endpoint-device-protection' },
      { name: 'Cloud Security', slug: 'cloud-security' },
      { name: 'Application Security', slug: 'application-security' },
      { name: 'Identity & Access Management', slug: 'identity-access-management' },
      { name: 'Security Operations (SOC/XDR)', slug: 'security-operations-center' },
      { name: 'Governance, Risk & Compliance', slug: 'governance-risk-compliance' },
      {
        name: 'Penetration Testing & Vulnerability Management',
        slug: 'penetration-testing-vulnerability-management',
      },
      { name: 'Incident Response & Forensics', slug: 'incident-response-forensics' },
    ],
  },
  {
    name: 'Information Technology Service Management',
    area: 'Operations',
    services: [
      { name: 'API Development and Integrations' },
      { name: 'Configuration Management' },
      { name: 'Service Desk and Support' },
      { name: 'Release Management' },
      { name: 'CI/CD' },
    ],
  },
  {
    name: 'Federal Grants Management',
    area: 'Government',
    services: [
      { name: 'Grants Execution & Funds Control' },
      { name: 'Financial System Integration' },
      { name: 'Compliance Assurance' },
      { name: 'Grants Closeout & Reconciliation' },
      { name: 'Audit Readiness' },
    ],
  },
] as const satisfies readonly CategorySeed[]

/** Services that have their own page but sit in no menu category. */
const uncategorizedSeeds: readonly ServiceSeed[] = [
  { name: 'Oracle Fixed Assets' },
  { name: 'Project Management Methodologies' },
  { name: 'Program Planning and Strategy' },
  { name: 'Governance and Oversight' },
]

export type CategoryId = ReturnType<typeof toCategorySlug>

export interface ServiceLink {
  slug: string
  name: string
  href: string
  categoryId: CategoryId | null
}

export interface CategoryLink {
  id: CategoryId
  name: string
  area: ServiceArea
  href: string
  services: ServiceLink[]
}

function toServiceLink(seed: ServiceSeed, categoryId: CategoryId | null): ServiceLink {
  const slug = seed.slug ?? toServiceSlug(seed.name)
  return { slug, name: seed.name, href: `/services/${slug}`, categoryId }
}

export const serviceCategories: readonly CategoryLink[] = categorySeeds.map((seed: CategorySeed) => {
  const id = toCategorySlug(seed.name)
  return {
    id,
    name: seed.name,
    area: seed.area,
    href: seed.path ?? `/services/${id}`,
    services: seed.services.map((service) => toServiceLink(service, id)),
  }
})

export const uncategorizedServices: readonly ServiceLink[] = uncategorizedSeeds.map((seed) =>
  toServiceLink(seed, null),
)

export const allServiceLinks: readonly ServiceLink[] = [
  ...serviceCategories.flatMap((category) => category.services),
  ...uncategorizedServices,
]

export interface SolutionLink {
  id: string
  name: string
  href: string
}

const solutionNames = [
  'User Provisioning',
  'Financial Contract Close-Out',
  'Automated Regression Testing',
  'Agriculture Data Solutions',
] as const

export const solutionLinks: readonly SolutionLink[] = solutionNames.map((name) => {
  const id = toSolutionSlug(name)
  return { id, name, href: `/solutions/${id}` }
})
