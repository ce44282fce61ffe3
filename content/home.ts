import { statFigure } from './company-profile.ts'
import data from './data/home.json' with { type: 'json' }
import type { Differentiator, HeroSlide, ServiceCardExtra, SolutionHighlight } from './schema.ts'

/** The five scenes of the home page's hero carousel, in order (content/data/home.json). */
export const heroSlides: readonly HeroSlide[] = data.heroSlides

/** "Why Choose Us": twelve reasons, shown as three scrolling columns of four. */
export const differentiators = [
  {
    title: 'Certified Processes',
    description:
      'CMMI Level 3 for services and development, plus ISO 9001, 27001 and 20000, on every engagement.',
  },
  {
    title: 'Woman-Owned Small Business',
    description:
      'A WOSB and Virginia SWaM-certified partner that helps agencies meet their small-business goals.',
  },
  {
    title: 'Federal Finance Know-How',
    description:
      'Practitioners of Treasury reporting, A-123, IAA and budget execution, not just system configurators.',
  },
  {
    title: 'On-Time Delivery',
    description:
      'A 100% on-time delivery record, kept through disciplined planning and weekly transparent reporting.',
  },
  {
    title: 'Security by Default',
    description:
      'ISO 27001-aligned controls, least-privilege access and continuous monitoring built into every system.',
  },
  {
    title: 'Senior, Hands-On Teams',
    description:
      'Experienced consultants who stay on the engagement, with a senior leader accountable for your outcome.',
  },
  {
    title: 'Full ERP Life Cycle',
    description:
      'Implementation, upgrades, integrations and sustainment for Oracle, SAP, PRISM and Sunflower.',
  },
  {
    title: 'Proven Automation',
    description:
      'More than 100 automated processes in production, from reconciliations to user provisioning.',
  },
  {
    title: 'Reliable Operations',
    description:
      '99.5% infrastructure uptime and 99.9% critical system reliability, with 24/7 support coverage.',
  },
  {
    title: 'Easy to Buy',
    description: 'Available through GSA MAS, OASIS Small Business, FAA eFAST and the UN Global Marketplace.',
  },
  {
    title: 'Audit-Ready Evidence',
    description:
      'Documentation, controls testing and reconciliations that stand up to auditors and inspectors.',
  },
  {
    title: 'Lasting Partnerships',
    description:
      '99% client satisfaction across 200+ projects, and clients who return for their next mission.',
  },
] as const satisfies readonly Differentiator[]

/** What the home page's solution cards add to each solution: three features and a headline figure. */
export const solutionHighlights = [
  {
    id: 'userprovisioning',
    features: [
      'Role-based onboarding and offboarding',
      'Separation-of-duties checks',
      'Audit-ready access evidence',
    ],
    figure: statFigure('support', 'Automated access control'),
  },
  {
    id: 'financialcontractcloseout',
    features: [
      'Obligation reconciliation',
      'Deobligation of unliquidated balances',
      'FAR 4.804 close-out checklists',
    ],
    figure: statFigure('on-time', 'On-time delivery record'),
  },
  {
    id: 'automatedregressiontesting',
    features: [
      'Reusable ERP and web test suites',
      'Runs with every patch and release',
      'Defect reports for each cycle',
    ],
    figure: statFigure('automation'),
  },
  {
    id: 'agriculturedatasolutions',
    features: [
      'Producer and acreage data integration',
      'Data quality and governance',
      'Program analytics dashboards',
    ],
    figure: statFigure('reliability'),
  },
] as const satisfies readonly SolutionHighlight[]

/** Two highlights per service category, shown on the services overview cards. */
export const serviceHighlights = [
  {
    categoryId: 'erp-solutions',
    highlights: ['Implementation to sustainment', 'Oracle and SAP specialists'],
  },
  {
    categoryId: 'digital-transformation',
    highlights: ['Measured, low-risk increments', 'Automation and AI in production'],
  },
  {
    categoryId: 'federal-financial-management',
    highlights: ['Treasury and GTAS expertise', 'A-123 internal control support'],
  },
  {
    categoryId: 'application-and-software-development',
    highlights: ['CMMI Level 3 development', 'Section 508 accessible design'],
  },
  {
    categoryId: 'database-and-infrastructure-management',
    highlights: ['99.5% infrastructure uptime', 'Tested disaster recovery'],
  },
  { categoryId: 'cybersecurity', highlights: ['ISO 27001-aligned controls', '24/7 monitoring and response'] },
  {
    categoryId: 'information-technology-service-management',
    highlights: ['ISO 20000 service management', 'Automated CI/CD pipelines'],
  },
  {
    categoryId: 'federal-grants-management',
    highlights: ['Award to closeout support', 'Audit-ready grant records'],
  },
] as const satisfies readonly ServiceCardExtra[]
