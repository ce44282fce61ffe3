import type { CategoryCopy } from '../schema.ts'

export const federalGrantsManagementCopy = {
  covers: [
    'Grants are a large share of federal spending, and every dollar passes through several systems before it reaches a recipient: Grants.gov for applications, an award management system such as GrantSolutions, the agency core financial system for obligations, and ASAP or the Payment Management System for drawdowns. Our grants practice keeps those systems in agreement and those dollars compliant from award to closeout.',
    'We support federal awarding agencies and the universities, states and non-profits that receive awards, applying the Uniform Guidance at 2 CFR 200, the Single Audit Act and FFATA reporting requirements to real transactions.',
  ],
  reasons: [
    {
      title: 'Whole-lifecycle view',
      description:
        'We work on execution, integration, compliance, closeout and audit, so a problem found at closeout is traced back and fixed where it started.',
    },
    {
      title: 'Uniform Guidance expertise',
      description:
        'Our analysts apply 2 CFR 200 cost principles, indirect cost rules and subrecipient monitoring requirements every day, on both sides of the award.',
    },
    {
      title: 'Systems that reconcile',
      description:
        'We know GrantSolutions, ASAP, PMS and the major federal ledgers, and we build interfaces and reconciliations that keep them consistent.',
    },
    {
      title: 'Recovered funds',
      description:
        'Disciplined closeout returns unliquidated balances to programs that can use them, and documents each deobligation for auditors.',
    },
  ],
  summary:
    'Financial management for federal grant programs and recipients, covering funds control, system integration, Uniform Guidance (2 CFR 200) compliance, closeout and audit readiness across the award lifecycle.',
  seo: {
    title: 'Federal Grants Management | GlobalTekForce',
    description:
      'Grants funds control, system integration, 2 CFR 200 compliance, closeout and audit readiness for awarding agencies and recipients.',
  },
  services: {
    'grants-execution-funds-control': {
      overview: [
        'Once an award is made, the grants office must keep commitments, obligations and payments within the approved budget, the period of performance and the appropriation. Errors show up as drawdowns against closed awards, obligations in the wrong fiscal year, or programs that run short before year-end.',
        'We configure and operate funds control for grant programs. That means award budgets loaded into the financial system with the right fund, program and object class attributes; drawdown limits set in ASAP or PMS; and daily monitoring of payments against award balances. Our analysts review amendments and budget revisions and keep award, financial and payment records in step.',
      ],
      capabilities: [
        {
          title: 'Award set-up and obligation',
          description:
            'Award budgets, periods of performance and accounting lines recorded accurately so obligations post to the correct appropriation and year.',
        },
        {
          title: 'Drawdown monitoring',
          description:
            'ASAP and PMS drawdowns reviewed against award balances and spending patterns to spot excess cash on hand or improper draws.',
        },
        {
          title: 'Amendments and budget revisions',
          description:
            'Supplements, no-cost extensions and rebudgeting processed with funds availability checked before approval.',
        },
        {
          title: 'Status-of-funds reporting',
          description:
            'Program-level reports of available, obligated and disbursed amounts for program officers and budget staff.',
        },
      ],
      approach: [
        {
          title: 'Map funding to awards',
          description:
            'We trace each program from appropriation to award to payment and document where control is enforced.',
        },
        {
          title: 'Close the gaps',
          description:
            'System rules and review steps are added where funds could be committed or paid without a check.',
        },
        {
          title: 'Monitor daily',
          description:
            'Exception reports on draws, balances and expiring awards go to the people who can act on them.',
        },
      ],
      contexts: [
        'Federal grant-making agencies and their program offices',
        'Agencies managing formula and discretionary grant programs',
        'Recipients drawing funds through ASAP or PMS',
      ],
      relatedSlugs: ['financial-system-integration', 'budget-management', 'grants-closeout-reconciliation'],
      summary:
        'Commitment, obligation and payment control for grant awards, so every drawdown through ASAP or PMS matches an approved budget and no program exceeds its appropriation.',
      seo: {
        title: 'Grants Execution and Funds Control | GlobalTekForce',
        description:
          'Award obligations, drawdown monitoring through ASAP and PMS, and funds control that keeps grant spending within approved budgets.',
      },
    },
    'financial-system-integration': {
      overview: [
        'Grant information is keyed, and often re-keyed, in several places: the application in Grants.gov, the award in GrantSolutions or an agency system, the obligation in the general ledger and the payment in ASAP or PMS. Every manual hand-off is a chance for amounts, dates or accounting lines to diverge.',
        'We build and maintain integrations that pass award and payment data once, with validation at each step. Typical work includes interfaces from award systems to Oracle, SAP or Momentum financials, payment file exchange with ASAP and PMS, and automated three-way reconciliation reports that show any award whose records disagree.',
      ],
      capabilities: [
        {
          title: 'Award-to-ledger interfaces',
          description:
            'Awards, amendments and deobligations passed from grants systems to the core financial system with accounting lines validated.',
        },
        {
          title: 'Payment system exchange',
          description:
            'Interfaces with ASAP and the Payment Management System for recipient set-up, authorizations and disbursement data.',
        },
        {
          title: 'Automated reconciliation',
          description:
            'Daily comparison of award, obligation and payment records with exceptions routed to analysts.',
        },
        {
          title: 'Data standards and reporting',
          description:
            'Common award identifiers and data elements aligned with the Grants Management Federal Integrated Business Framework and USAspending reporting.',
        },
      ],
      approach: [
        {
          title: 'Trace the data',
          description:
            'We follow sample awards through every system and record where data is entered, transformed or lost.',
        },
        {
          title: 'Integrate and validate',
          description:
            'Interfaces are built with validation rules, error queues and monitoring, then tested with real awards.',
        },
        {
          title: 'Reconcile continuously',
          description:
            'Automated reconciliation replaces periodic manual matching, and exceptions shrink month by month.',
        },
      ],
      contexts: [
        'Agencies connecting GrantSolutions or in-house award systems to their ledger',
        'Grants offices adopting shared service grants platforms',
        'Programs preparing for USAspending data quality reviews',
      ],
      relatedSlugs: [
        'api-development-and-integrations',
        'grants-execution-funds-control',
        'interagency-agreements-iaa-support',
      ],
      summary:
        'Integration of Grants.gov, GrantSolutions and agency award systems with core financial systems, so awards, obligations and payments post once and reconcile automatically.',
      seo: {
        title: 'Grants Financial System Integration | GlobalTekForce',
        description:
          'Interfaces between Grants.gov, GrantSolutions, award systems and core financials so obligations and payments reconcile automatically.',
      },
    },
    'compliance-assurance': {
      overview: [
        'The Uniform Guidance at 2 CFR 200 sets the rules for how federal award money may be spent, documented and monitored. Awarding agencies must oversee recipients; recipients must oversee their subrecipients; and both answer to auditors and inspectors general when costs turn out to be unallowable or unsupported.',
        'We provide compliance assurance for both sides. For agencies, we run risk-based recipient monitoring, desk reviews and site visits, and track findings to resolution. For recipients such as universities, states and non-profits, we review policies, test charged costs, manage indirect cost rate proposals and subrecipient monitoring, and prepare FFATA subaward reports.',
      ],
      capabilities: [
        {
          title: 'Recipient risk assessment',
          description:
            'Pre-award and ongoing risk reviews using financial reports, audit results and past performance to focus monitoring effort.',
        },
        {
          title: 'Allowable cost reviews',
          description:
            'Transaction testing against 2 CFR 200 Subpart E cost principles, with unallowable or unsupported costs identified early.',
        },
        {
          title: 'Subrecipient monitoring',
          description:
            'Monitoring plans, subrecipient risk ratings and follow-up on findings as required by 2 CFR 200.332.',
        },
        {
          title: 'FFATA and financial reporting',
          description:
            'Subaward reporting in FSRS and review of SF-425 federal financial reports for accuracy and timeliness.',
        },
      ],
      approach: [
        {
          title: 'Rate the risk',
          description:
            'We rank recipients or programs by risk so monitoring effort goes where problems are likeliest.',
        },
        {
          title: 'Test and document',
          description:
            'Reviews follow written procedures and produce findings with evidence and clear recommendations.',
        },
        {
          title: 'Resolve findings',
          description:
            'Corrective actions are tracked with owners and due dates until they are verified closed.',
        },
      ],
      contexts: [
        'Federal awarding agencies monitoring grant recipients',
        'Universities and research institutions managing sponsored awards',
        'State agencies passing federal funds to subrecipients',
      ],
      relatedSlugs: ['audit-readiness', 'a123-support', 'governance-risk-compliance'],
      summary:
        'Monitoring of grant recipients and programs against OMB Uniform Guidance (2 CFR 200), covering allowable costs, indirect cost rates, subrecipient oversight and FFATA reporting.',
      seo: {
        title: 'Grants Compliance Assurance (2 CFR 200) | GlobalTekForce',
        description:
          'Uniform Guidance compliance reviews of allowable costs, indirect rates, subrecipient monitoring and FFATA reporting for federal grants.',
      },
    },
    'grants-closeout-reconciliation': {
      overview: [
        'Expired awards that are never closed leave money stranded, keep obligations open on the books and draw repeated audit attention. The Grants Oversight and New Efficiency (GONE) Act made the backlog visible, and 2 CFR 200.344 sets firm timelines for recipients and agencies to finish closeout.',
        'We work down closeout backlogs and set up a process that keeps them from returning. Our analysts review final financial and performance reports, reconcile award, payment and general ledger balances, resolve excess drawdowns and unliquidated obligations, and prepare deobligation actions with full documentation. The result is a clean award file and funds returned where they can still be used.',
      ],
      capabilities: [
        {
          title: 'Backlog triage',
          description:
            'Expired awards sorted by age, balance and complexity so quick closeouts clear first and difficult cases get an owner.',
        },
        {
          title: 'Three-way reconciliation',
          description:
            'Award, payment system and general ledger amounts reconciled, and differences researched to the transaction.',
        },
        {
          title: 'Deobligation and collection',
          description:
            'Unused balances deobligated and excess cash collected from recipients, with accounting entries verified.',
        },
        {
          title: 'Closeout documentation',
          description:
            'Final reports, reconciliation evidence and closeout memoranda filed so the award withstands later audit.',
        },
      ],
      approach: [
        {
          title: 'Size the backlog',
          description:
            'We quantify expired awards and stranded balances and agree targets with the grants office.',
        },
        {
          title: 'Close in batches',
          description:
            'Standard checklists and reconciliations let the team close awards in steady, measurable batches.',
        },
        {
          title: 'Prevent recurrence',
          description:
            'Closeout milestones and reports are built into daily operations so new expirations close on time.',
        },
      ],
      contexts: [
        'Agencies with GONE Act closeout backlogs',
        'Grant programs preparing for year-end deobligation',
        'Recipients closing out large research or infrastructure awards',
      ],
      relatedSlugs: ['grants-execution-funds-control', 'audit-readiness', 'oracle-clm'],
      summary:
        'Closeout of expired grant awards, including final financial report review, deobligation of unused balances and reconciliation between award, payment and accounting systems.',
      seo: {
        title: 'Grants Closeout and Reconciliation | GlobalTekForce',
        description:
          'Timely grant closeout: final SF-425 reviews, deobligation of unused funds and reconciliation across award, payment and ledger systems.',
      },
    },
    'audit-readiness': {
      overview: [
        'Grant programs are tested from several directions: the Single Audit of recipients under 2 CFR 200 Subpart F, the agency financial statement audit, and reviews by Inspectors General and GAO. Each audit asks for evidence quickly, and missing documentation becomes a finding even when the underlying spending was proper.',
        'We prepare grant programs for audit before fieldwork starts. Our team documents key processes and controls, performs mock testing of transaction samples, assembles support for award balances and accruals, and organizes a request tracker so every auditor request is answered on time. After the audit, we help management write responses and carry out corrective action plans.',
      ],
      capabilities: [
        {
          title: 'Readiness assessment',
          description:
            'A review of prior findings, high-risk areas and documentation gaps, with a prioritized readiness plan.',
        },
        {
          title: 'Mock testing',
          description:
            'Transaction samples tested the way auditors will test them, so weaknesses are fixed before the real sample is drawn.',
        },
        {
          title: 'Provided-by-client management',
          description:
            'A tracker for every auditor request, with owners, due dates and quality review before evidence is delivered.',
        },
        {
          title: 'Corrective action plans',
          description:
            'Management responses and corrective actions drafted, tracked and validated so findings do not repeat.',
        },
      ],
      approach: [
        {
          title: 'Learn from the last audit',
          description: 'Prior findings and auditor feedback set the priorities for readiness work.',
        },
        {
          title: 'Prepare the evidence',
          description: 'Narratives, reconciliations and sample support are ready before the auditors arrive.',
        },
        {
          title: 'Manage the audit',
          description:
            'We run the request process through fieldwork and support management through the exit conference.',
        },
      ],
      contexts: [
        'Federal grant programs in scope of the financial statement audit',
        'Universities and non-profits facing Single Audits',
        'Programs responding to Inspector General reviews',
      ],
      relatedSlugs: ['compliance-assurance', 'a123-support', 'audit-support'],
      summary:
        'Preparation for Single Audits, Inspector General reviews and financial statement audits of grant programs, with documented controls, sampled transactions and corrective action plans ready before fieldwork.',
      seo: {
        title: 'Grants Audit Readiness | GlobalTekForce',
        description:
          'Single Audit, Inspector General and financial statement audit preparation for grant programs, with evidence and corrective actions ready.',
      },
    },
  },
} satisfies CategoryCopy
