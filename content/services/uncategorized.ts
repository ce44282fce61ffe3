import type { ServiceCopy } from '../schema.ts'

/** Services with their own pages but no menu category; category and service pages link to them. */
export const uncategorizedCopy = {
  'oracle-fixed-assets': {
    summary:
      'Oracle Fixed Assets implementation and support for capitalization, depreciation and retirement of federal property, reconciled to the USSGL and ready for financial statement audits.',
    overview: [
      'Oracle Assets is where capitalized property becomes numbers on the balance sheet. Auditors test it closely: capitalization thresholds, useful lives, depreciation methods, construction-in-progress and the link between the asset register and the general ledger. Weak setups show up as restated balances and notices of findings.',
      'We configure Oracle Assets in E-Business Suite and Oracle Cloud with asset books, categories and depreciation rules that follow your capitalization policy and SFFAS 6. We build the Mass Additions feed from Payables and property systems such as Sunflower, automate monthly depreciation and reconciliation, and give property and accounting staff one agreed view of every asset.',
    ],
    capabilities: [
      {
        title: 'Asset book and category design',
        description:
          'Corporate and tax books, asset categories, useful lives and depreciation methods configured to your capitalization policy and federal accounting standards.',
      },
      {
        title: 'Mass Additions and CIP',
        description:
          'Automated creation of assets from Payables and projects, with construction-in-progress tracked and capitalized when placed in service.',
      },
      {
        title: 'Property system interfaces',
        description:
          'Two-way interfaces with Sunflower or other property systems so custodial records and accounting records describe the same assets.',
      },
      {
        title: 'Reconciliation and audit support',
        description:
          'Monthly subledger-to-ledger reconciliation, roll-forward schedules and sample support packages prepared for auditors.',
      },
    ],
    approach: [
      {
        title: 'Review policy and balances',
        description:
          'We compare your capitalization policy with current setup and reconcile the register to the ledger to find gaps.',
      },
      {
        title: 'Configure and convert',
        description:
          'Books, categories and interfaces are configured and historic assets converted with cost and accumulated depreciation proven.',
      },
      {
        title: 'Close every month cleanly',
        description:
          'Depreciation, reconciliation and roll-forward reporting run on a schedule, with exceptions worked before the books close.',
      },
    ],
    contexts: [
      'Federal agencies preparing property, plant and equipment balances for audit',
      'Organizations moving fixed assets from EBS to Oracle Cloud',
      'Property offices linking Sunflower custody records to accounting',
    ],
    relatedSlugs: ['oracle-financials', 'sunflower', 'audit-readiness'],
    seo: {
      title: 'Oracle Fixed Assets Implementation | GlobalTekForce',
      description:
        'Oracle Assets setup for capitalization thresholds, depreciation, transfers and retirements, reconciled to the general ledger.',
    },
  },
  'project-management-methodologies': {
    summary:
      'Project management grounded in PMI PMBOK, Agile Scrum and SAFe, with earned value tracking, risk registers and status reporting that support our record of 100% on-time delivery across 200+ projects.',
    overview: [
      'Methodology is not paperwork for its own sake. A federal program manager needs to know each week what was done, what is at risk and whether the budget will last, and an agile team needs room to deliver working software every sprint. We fit the method to the work: predictive PMBOK planning for fixed-scope ERP implementations, Scrum or Kanban for product teams, and SAFe when several teams must deliver one release train.',
      'Our project managers hold PMP, PMI-ACP and SAFe certifications and run projects under our CMMI Level 3 processes. Schedules, risk and issue logs, change control and earned value reports are kept current, so the contracting officer representative sees the same truth the team sees.',
    ],
    capabilities: [
      {
        title: 'Predictive project management',
        description:
          'Work breakdown structures, integrated schedules, baselines and change control following PMBOK for fixed-scope implementations.',
      },
      {
        title: 'Agile delivery',
        description:
          'Scrum and Kanban teams with backlog refinement, sprint reviews and velocity tracking, scaled with SAFe when several teams share a release.',
      },
      {
        title: 'Earned value and reporting',
        description:
          'Earned value metrics, burn-up charts and monthly status reports tied to contract deliverables and CLINs.',
      },
      {
        title: 'Risk and issue management',
        description:
          'Risk registers with owners, triggers and mitigations reviewed every week, and issues escalated before they become schedule slips.',
      },
    ],
    approach: [
      {
        title: 'Choose the method',
        description:
          'At kickoff we agree with the government team how work will be planned, reported and accepted, and record it in the project management plan.',
      },
      {
        title: 'Run a steady rhythm',
        description:
          'Weekly status, sprint or phase reviews and monthly reports keep decisions timely and expectations aligned.',
      },
      {
        title: 'Close and learn',
        description:
          'Every phase ends with acceptance, lessons learned and updates to our organizational process assets.',
      },
    ],
    contexts: [
      'ERP implementations with fixed milestones and go-live dates',
      'Agile software teams building mission applications',
      'Multi-vendor programs needing one integrated schedule',
    ],
    relatedSlugs: ['program-planning-and-strategy', 'governance-and-oversight', 'systems-modernizations'],
    seo: {
      title: 'Project Management Methodologies | GlobalTekForce',
      description:
        'PMBOK, Agile Scrum and SAFe project management with earned value, risk tracking and transparent reporting for government programs.',
    },
  },
  'program-planning-and-strategy': {
    summary:
      'Program planning that turns mission goals into roadmaps, acquisition strategies, integrated master schedules and performance measures, aligned with agency strategic plans and the GPRA Modernization Act.',
    overview: [
      'Large IT programs fail most often before the first line of code: unclear objectives, an acquisition strategy that does not fit the work, and schedules that ignore dependencies between projects. Good planning connects the agency strategic plan to a sequence of funded, measurable increments.',
      'We help program executives write the documents that set a program up to succeed: the business case and alternatives analysis, the acquisition strategy, the integrated master plan and schedule, and the performance measures that will show progress under the GPRA Modernization Act. We then keep the roadmap current as budgets and priorities change.',
    ],
    capabilities: [
      {
        title: 'Roadmaps and business cases',
        description:
          'Current-state assessment, alternatives analysis and a phased roadmap with costs, benefits and dependencies leaders can defend.',
      },
      {
        title: 'Acquisition strategy support',
        description:
          'Market research, contract type and vehicle analysis, and performance work statements that let the right vendors compete.',
      },
      {
        title: 'Integrated master planning',
        description:
          'An integrated master plan and schedule that links projects, releases, staffing and funding across the whole program.',
      },
      {
        title: 'Performance measurement',
        description:
          'Outcome measures and targets tied to strategic objectives, with a reporting cadence for leadership and oversight bodies.',
      },
    ],
    approach: [
      {
        title: 'Listen to the mission',
        description:
          'We interview executives, program staff and users to understand objectives, constraints and what success means.',
      },
      {
        title: 'Plan in increments',
        description: 'We sequence work into funded increments that each deliver value and can be measured.',
      },
      {
        title: 'Keep the plan alive',
        description: 'Quarterly roadmap reviews adjust scope and sequence to new budgets, risks and results.',
      },
    ],
    contexts: [
      'New federal IT programs preparing for acquisition',
      'Modernization initiatives spanning several bureaus or systems',
      'State agencies planning multi-year ERP replacements',
    ],
    relatedSlugs: ['project-management-methodologies', 'governance-and-oversight', 'budget-management'],
    seo: {
      title: 'Program Planning and Strategy | GlobalTekForce',
      description:
        'Roadmaps, acquisition strategies, integrated master schedules and performance measures that connect IT programs to mission goals.',
    },
  },
  'governance-and-oversight': {
    summary:
      'IT governance and program oversight that give leaders clear decision rights and investment reviews, supporting FITARA, Capital Planning and Investment Control (CPIC) and independent verification and validation.',
    overview: [
      'Chief information officers are accountable under FITARA for every IT investment in their agency, and oversight bodies expect evidence that investments are reviewed, risks rated and troubled projects corrected. Without a working governance process, that evidence is assembled in a rush before each review.',
      'We set up and run the governance that makes oversight routine: investment review boards with clear charters, CPIC processes that feed the IT Dashboard, risk ratings that mean something, and independent verification and validation for programs that need an outside view. Our reports tell leaders which investments are on track and which need a decision.',
    ],
    capabilities: [
      {
        title: 'FITARA and CPIC support',
        description:
          'Capital planning processes, business cases and IT Dashboard submissions prepared with consistent cost, schedule and risk data.',
      },
      {
        title: 'Investment review boards',
        description:
          'Board charters, decision criteria, agendas and decision records so reviews lead to documented, timely decisions.',
      },
      {
        title: 'Independent verification and validation',
        description:
          'IV&V assessments of requirements, design, testing and readiness that give sponsors an objective view of program health.',
      },
      {
        title: 'Executive dashboards',
        description:
          'Portfolio dashboards that combine schedule, cost, risk and performance measures for leadership and oversight.',
      },
    ],
    approach: [
      {
        title: 'Define decision rights',
        description:
          'We document who decides what, at which thresholds, and which evidence each decision needs.',
      },
      {
        title: 'Run the cycle',
        description:
          'We prepare materials, facilitate reviews and track actions so governance keeps pace with the work.',
      },
      {
        title: 'Report the truth',
        description:
          'Independent ratings and plain-language reports help leaders act early on troubled investments.',
      },
    ],
    contexts: [
      'Offices of the chief information officer meeting FITARA requirements',
      'Major IT investments reporting to the federal IT Dashboard',
      'Programs needing independent verification and validation',
    ],
    relatedSlugs: [
      'program-planning-and-strategy',
      'project-management-methodologies',
      'governance-risk-compliance',
    ],
    seo: {
      title: 'IT Governance and Program Oversight | GlobalTekForce',
      description:
        'FITARA and CPIC governance, investment review boards, independent verification and validation, and executive dashboards for IT programs.',
    },
  },
} satisfies Record<string, ServiceCopy>
