import type { CategoryEntry, ServiceEntry } from './schema.ts'

/**
 * Only names and addresses live here, because the navigation ships this module to the browser.
 * Slugs are stored, never derived from names; a changed slug needs a redirect in content/redirects.json.
 */

export type ServiceArea = CategoryEntry['area']

export const categoryEntries: readonly CategoryEntry[] = [
  {
    slug: 'erp-solutions',
    name: 'ERP Solutions',
    area: 'Enterprise Systems',
    services: [
      { slug: 'oracle-financials', name: 'Oracle Financials' },
      { slug: 'sap', name: 'SAP' },
      { slug: 'oracle-clm', name: 'Oracle CLM' },
      { slug: 'oracle-hyperion', name: 'Oracle Hyperion' },
      { slug: 'unison-prism', name: 'Unison PRISM' },
      { slug: 'sunflower', name: 'Sunflower' },
    ],
  },
  {
    slug: 'digital-transformation',
    name: 'Digital Transformation',
    area: 'Innovation',
    services: [
      { slug: 'business-process-automation', name: 'Business Process Automation' },
      { slug: 'systems-modernizations', name: 'Systems Modernizations' },
      { slug: 'artificial-intelligence', name: 'Artificial Intelligence' },
    ],
  },
  {
    slug: 'federal-financial-management',
    name: 'Federal Financial Management',
    area: 'Government',
    services: [
      {
        slug: 'us-treasury-accounting-and-reporting-support',
        name: 'US Treasury Accounting and Reporting Support',
      },
      { slug: 'interagency-agreements-iaa-support', name: 'Interagency Agreements (IAA) Support' },
      { slug: 'business-operations-support', name: 'Business Operations Support' },
      { slug: 'budget-management', name: 'Budget Management' },
      { slug: 'a123-support', name: 'A-123 Support' },
    ],
  },
  {
    slug: 'application-and-software-development',
    name: 'Application and Software Development',
    area: 'Development',
    services: [
      { slug: 'low-code-application-development', name: 'Low Code Application Development' },
      { slug: 'framework-based-development', name: 'Framework Based Development' },
      { slug: 'ricew-objects', name: 'RICEW Objects' },
      { slug: 'uiux-design', name: 'UI/UX Design' },
    ],
  },
  {
    slug: 'database-and-infrastructure-management',
    name: 'Database and Infrastructure Management',
    area: 'Infrastructure',
    services: [
      { slug: 'security-and-vulnerability-management', name: 'Security and Vulnerability Management' },
      { slug: 'disaster-recovery-and-management', name: 'Disaster Recovery and Management' },
      { slug: 'infrastructure-management', name: 'Infrastructure Management' },
      { slug: 'database-administration', name: 'Database Administration' },
      { slug: 'audit-support', name: 'Audit Support' },
    ],
  },
  {
    slug: 'cybersecurity',
    name: 'Cybersecurity',
    area: 'Security',
    path: '/cybersecurity',
    services: [
      { slug: 'network-security', name: 'Network Security' },
      { slug: 'endpoint-device-protection', name: 'Endpoint & Device Protection' },
      { slug: 'cloud-security', name: 'Cloud Security' },
      { slug: 'application-security', name: 'Application Security' },
      { slug: 'identity-access-management', name: 'Identity & Access Management' },
      { slug: 'security-operations-center', name: 'Security Operations (SOC/XDR)' },
      { slug: 'governance-risk-compliance', name: 'Governance, Risk & Compliance' },
      {
        slug: 'penetration-testing-vulnerability-management',
        name: 'Penetration Testing & Vulnerability Management',
      },
      { slug: 'incident-response-forensics', name: 'Incident Response & Forensics' },
    ],
  },
  {
    slug: 'information-technology-service-management',
    name: 'Information Technology Service Management',
    area: 'Operations',
    services: [
      { slug: 'api-development-and-integrations', name: 'API Development and Integrations' },
      { slug: 'configuration-management', name: 'Configuration Management' },
      { slug: 'service-desk-and-support', name: 'Service Desk and Support' },
      { slug: 'release-management', name: 'Release Management' },
      { slug: 'cicd', name: 'CI/CD' },
    ],
  },
  {
    slug: 'federal-grants-management',
    name: 'Federal Grants Management',
    area: 'Government',
    services: [
      { slug: 'grants-execution-funds-control', name: 'Grants Execution & Funds Control' },
      { slug: 'financial-system-integration', name: 'Financial System Integration' },
      { slug: 'compliance-assurance', name: 'Compliance Assurance' },
      { slug: 'grants-closeout-reconciliation', name: 'Grants Closeout & Reconciliation' },
      { slug: 'audit-readiness', name: 'Audit Readiness' },
    ],
  },
]

export const uncategorizedEntries: readonly ServiceEntry[] = [
  { slug: 'oracle-fixed-assets', name: 'Oracle Fixed Assets' },
  { slug: 'project-management-methodologies', name: 'Project Management Methodologies' },
  { slug: 'program-planning-and-strategy', name: 'Program Planning and Strategy' },
  { slug: 'governance-and-oversight', name: 'Governance and Oversight' },
]

export type CategoryId = CategoryEntry['slug']

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

function linkService(entry: ServiceEntry, categoryId: CategoryId | null): ServiceLink {
  return { slug: entry.slug, name: entry.name, href: `/services/${entry.slug}`, categoryId }
}

export function linkCategories(entries: readonly CategoryEntry[]): CategoryLink[] {
  return entries.map((entry) => ({
    id: entry.slug,
    name: entry.name,
    area: entry.area,
    href: entry.path ?? `/services/${entry.slug}`,
    services: entry.services.map((service) => linkService(service, entry.slug)),
  }))
}

export const serviceCategories: readonly CategoryLink[] = linkCategories(categoryEntries)

export const uncategorizedServices: readonly ServiceLink[] = uncategorizedEntries.map((entry) =>
  linkService(entry, null),
)

export const allServiceLinks: readonly ServiceLink[] = [
  ...serviceCategories.flatMap((category) => category.services),
  ...uncategorizedServices,
]

export { type SolutionLink, solutionEntries, solutionLinks } from './solution-links.ts'
