import { solutionLinks } from './catalog.ts'
import type { Solution } from './schema.ts'

type SolutionCopy = Omit<Solution, 'id' | 'name'>

/** Words for each solution, keyed by its id (the catalog gives names and ids). */
const solutionCopy: Record<string, SolutionCopy> = {
  userprovisioning: {
    colour: 'navy',
    description:
      'Accounts created, changed and removed automatically across ERP, directory and cloud applications, with every approval recorded.',
    features: [
      'Joiner, mover and leaver workflows driven by HR records',
      'Role-based access with separation-of-duties checks',
      'Connectors for Oracle, SAP, Active Directory and Entra ID',
      'Quarterly access certifications with evidence exports',
    ],
    metric: '100+',
    metricLabel: 'business processes automated for clients',
    problem: [
      'In many agencies a new employee waits days for system access, a transferred employee keeps the access of the old job, and a departing contractor keeps an account for weeks. Each case is handled by e-mail and tickets across several administrators, and auditors regularly find accounts that no one can justify.',
    ],
    howItWorks: [
      {
        title: 'Authoritative source',
        description:
          'Hires, transfers and separations flow from the HR system or contractor roster, so every change starts from a fact rather than a request.',
      },
      {
        title: 'Role-based rules',
        description:
          'Birthright and role-based access is granted automatically; anything extra is requested, checked for separation-of-duties conflicts and approved by the right manager.',
      },
      {
        title: 'Connected applications',
        description:
          'Connectors create, change and disable accounts in directories, Oracle and SAP ERP, ServiceNow and cloud applications within minutes.',
      },
      {
        title: 'Evidence by design',
        description:
          'Every grant and removal is logged, and periodic certifications ask owners to confirm access, producing the reports auditors request.',
      },
    ],
    outcomes: [
      'New staff productive on their first day with the access their role needs',
      'Departing users disabled across connected systems the day they leave',
      'Separation-of-duties conflicts stopped before access is granted',
      'Access review evidence ready for FISCAM and A-123 testing',
    ],
    serviceSlugs: ['identity-access-management', 'business-process-automation', 'audit-support'],
    tagline: 'Right access, on day one, with an audit trail',
    summary:
      'Automated onboarding, role changes and offboarding across directories, ERP and cloud applications, with approvals, separation-of-duties checks and evidence auditors accept.',
    seo: {
      title: 'Automated User Provisioning | GlobalTekForce',
      description:
        'Automate account onboarding, role changes and offboarding across ERP, directory and cloud systems with approvals and audit-ready evidence.',
    },
  },
  financialcontractcloseout: {
    colour: 'gold',
    description:
      'A disciplined closeout process and reconciliation tooling that clears expired contracts and returns unliquidated balances to mission use.',
    features: [
      'Inventory of expired contracts with balances and status',
      'Automated reconciliation of obligations, payments and invoices',
      'Quick-closeout and deobligation packages per FAR 4.804',
      'Dashboards tracking backlog and recovered funds',
    ],
    metric: '100%',
    metricLabel: 'on-time delivery record across our projects',
    problem: [
      'Contracts that have expired but not been closed keep obligations open, tie up funds that could still be used and create audit findings on unliquidated obligations. Closing them takes reconciliation across acquisition, financial and payment systems, and contracting staff rarely have time for it while new awards wait.',
    ],
    howItWorks: [
      {
        title: 'Build the inventory',
        description:
          'We pull expired contracts from the contract writing system and financial system and rank them by balance, age and complexity.',
      },
      {
        title: 'Reconcile automatically',
        description:
          'Obligations, invoices and payments are matched by contract line, and differences are listed for analysts to research.',
      },
      {
        title: 'Prepare closeout packages',
        description:
          'Analysts assemble closeout checklists, release of claims and deobligation modifications for contracting officer signature.',
      },
      {
        title: 'Track the results',
        description:
          'Dashboards show contracts closed, funds deobligated and the remaining backlog by office.',
      },
    ],
    outcomes: [
      'Unliquidated balances returned to programs while the funds are still available',
      'Fewer audit findings on stale obligations',
      'Contract files closed within FAR 4.804 timeframes',
      'Contracting staff freed to focus on new awards',
    ],
    serviceSlugs: [
      'grants-closeout-reconciliation',
      'oracle-clm',
      'us-treasury-accounting-and-reporting-support',
    ],
    tagline: 'Close expired contracts and recover stranded funds',
    summary:
      'A repeatable process and tooling that reconciles obligations, deobligates unliquidated balances and closes expired contracts in line with FAR 4.804, returning funds to mission use.',
    seo: {
      title: 'Financial Contract Close-Out Solution | GlobalTekForce',
      description:
        'Reconcile obligations, deobligate unliquidated balances and close expired contracts per FAR 4.804, recovering funds for mission priorities.',
    },
  },
  automatedregressiontesting: {
    colour: 'teal',
    description:
      'Reusable automated test suites for ERP and web applications that run with every patch, upgrade and release.',
    features: [
      'Business-process test libraries for Oracle and SAP',
      'Browser and API tests for custom applications',
      'Runs from CI/CD pipelines or on a schedule',
      'Results and evidence packaged for change approval',
    ],
    metric: '200+',
    metricLabel: 'projects delivered since 2018',
    problem: [
      'Oracle Cloud delivers quarterly updates, on-premises ERP needs regular patching, and custom applications change every sprint. Manual regression testing of procure-to-pay, close and reporting processes takes weeks of finance staff time, so testing gets cut short and defects reach production at the worst moments.',
    ],
    howItWorks: [
      {
        title: 'Capture critical processes',
        description:
          'We work with process owners to select the end-to-end scenarios that must never break, such as requisition to payment and period close.',
      },
      {
        title: 'Automate the scenarios',
        description:
          'Scenarios are scripted with maintainable frameworks such as Playwright and Selenium, using test data that can be reset and reused.',
      },
      {
        title: 'Run on every change',
        description:
          'Suites run from CI/CD pipelines or on a schedule against each patch, update or release candidate.',
      },
      {
        title: 'Report with evidence',
        description:
          'Results, screenshots and logs are packaged for the change advisory board and retained for audit.',
      },
    ],
    outcomes: [
      'Regression cycles reduced from weeks to hours',
      'Quarterly Oracle Cloud updates adopted on schedule',
      'Finance staff spending their time on finance, not test scripts',
      'Documented test evidence for every production change',
    ],
    serviceSlugs: ['cicd', 'release-management', 'oracle-financials'],
    tagline: 'Release with confidence after every patch',
    summary:
      'Reusable automated regression suites for ERP and web applications that run with each patch, upgrade or release, catching defects before users do and cutting test cycles from weeks to hours.',
    seo: {
      title: 'Automated Regression Testing Solution | GlobalTekForce',
      description:
        'Automated regression suites for Oracle, SAP and web applications that run on every patch and release, cutting test cycles from weeks to hours.',
    },
  },
  agriculturedatasolutions: {
    colour: 'green',
    description:
      'Integration, quality and analytics for agricultural program data, from producer records to conservation and payment information.',
    features: [
      'Consolidated producer, acreage and payment data',
      'Data quality rules and stewardship workflows',
      'Geospatial and program analytics dashboards',
      'Secure sharing with privacy controls for producer data',
    ],
    metric: '99.9%',
    metricLabel: 'critical system reliability',
    problem: [
      'Agricultural programs hold data in many places: producer and farm records, acreage reports, conservation contracts, loan and payment systems, and research datasets. When those sources disagree, payments are delayed, program reports take weeks, and analysts cannot answer simple questions about who was served and with what result.',
    ],
    howItWorks: [
      {
        title: 'Integrate the sources',
        description:
          'Pipelines bring producer, acreage, conservation and payment data into a governed platform, keeping lineage back to each source.',
      },
      {
        title: 'Improve quality',
        description:
          'Validation rules flag duplicates, missing values and mismatches, and data stewards resolve them through defined workflows.',
      },
      {
        title: 'Analyze and share',
        description:
          'Dashboards and geospatial views answer program questions, with access controls that protect personally identifiable producer information.',
      },
    ],
    outcomes: [
      'One trusted view of producers and program participation',
      'Faster, more accurate program and payment reporting',
      'Evidence for program evaluation and budget justification',
      'Producer data protected under federal privacy requirements',
    ],
    serviceSlugs: ['artificial-intelligence', 'api-development-and-integrations', 'cloud-security'],
    tagline: 'Trusted data for farm programs and research',
    summary:
      'Data integration, quality and analytics for agricultural programs: consolidating producer, acreage, conservation and payment data into governed platforms that support timely decisions.',
    seo: {
      title: 'Agriculture Data Solutions | GlobalTekForce',
      description:
        'Integrate, govern and analyze producer, acreage, conservation and payment data so agricultural programs decide faster with trusted information.',
    },
  },
}

export const solutions: readonly Solution[] = solutionLinks.map((link) => {
  const copy = solutionCopy[link.id]
  if (!copy) throw new Error(`No copy for solution ${link.id}`)
  return { id: link.id, name: link.name, ...copy }
})
