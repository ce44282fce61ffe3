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

/**
 * A service by its name, whose slug follows the name; or by name and fixed slug, which only
 * cybersecurity services have.
 */
type ServiceSeed = string | { name: string; slug: string }

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
    services: ['Oracle Financials', 'SAP', 'Oracle CLM', 'Oracle Hyperion', 'Unison PRISM', 'Sunflower'],
  },
  {
    name: 'Digital Transformation',
    area: 'Innovation',
    services: ['Business Process Automation', 'Systems Modernizations', 'Artificial Intelligence'],
  },
  {
    name: 'Federal Financial Management',
    area: 'Government',
    services: [
      'US Treasury Accounting and Reporting Support',
      'Interagency Agreements (IAA) Support',
      'Business Operations Support',
      'Budget Management',
      'A-123 Support',
    ],
  },
  {
    name: 'Application and Software Development',
    area: 'Development',
    services: [
      'Low Code Application Development',
      'Framework Based Development',
      'RICEW Objects',
      'UI/UX Design',
    ],
  },
  {
    name: 'Database and Infrastructure Management',
    area: 'Infrastructure',
    services: [
      'Security and Vulnerability Management',
      'Disaster Recovery and Management',
      'Infrastructure Management',
      'Database Administration',
      'Audit Support',
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
      'API Development and Integrations',
      'Configuration Management',
      'Service Desk and Support',
      'Release Management',
      'CI/CD',
    ],
  },
  {
    name: 'Federal Grants Management',
    area: 'Government',
    services: [
      'Grants Execution & Funds Control',
      'Financial System Integration',
      'Compliance Assurance',
      'Grants Closeout & Reconciliation',
      'Audit Readiness',
    ],
  },
] as const satisfies readonly CategorySeed[]

/** Services that have their own page but sit in no menu category. */
const uncategorisedSeeds: readonly ServiceSeed[] = [
  'Oracle Fixed Assets',
  'Project Management Methodologies',
  'Program Planning and Strategy',
  'Governance and Oversight',
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
  const { name, slug } = typeof seed === 'string' ? { name: seed, slug: toServiceSlug(seed) } : seed
  return { slug, name, href: `/services/${slug}`, categoryId }
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

export const uncategorisedServices: readonly ServiceLink[] = uncategorisedSeeds.map((seed) =>
  toServiceLink(seed, null),
)

export const allServiceLinks: readonly ServiceLink[] = [
  ...serviceCategories.flatMap((category) => category.services),
  ...uncategorisedServices,
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
