import { solutionLinks } from './catalog.ts'
import type { Solution } from './schema.ts'

type SolutionCopy = Omit<Solution, 'id' | 'name'>

/** Words for each solution, keyed by its id (the catalog gives names and ids). */
const solutionCopy: Record<string, SolutionCopy> = {
  userprovisioning: {
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
