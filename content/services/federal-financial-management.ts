import type { CategoryCopy } from '../schema.ts'

export const federalFinancialManagementCopy = {
  covers: [
    'Federal financial management is the work of recording, controlling and reporting public money exactly as the law and Treasury require. Our practice supports chief financial officers and their staff across the cycle: budget formulation and execution, daily accounting operations, interagency agreements, Treasury reporting through GTAS, CARS and IPAC, and the internal control program that OMB Circular A-123 demands.',
    'Our accountants and analysts know the USSGL, the Treasury Financial Manual and the Federal Financial Management Improvement Act, and they work inside the core financial systems agencies use, so fixes are made at the source rather than in spreadsheets.',
  ],
  reasons: [
    {
      title: 'Federal accounting fluency',
      description:
        'Our staff work daily with USSGL posting logic, appropriations law, the Treasury Financial Manual and OMB Circulars A-11, A-123 and A-136.',
    },
    {
      title: 'Clean reconciliations',
      description:
        'We reconcile Fund Balance with Treasury, intragovernmental balances and subledgers monthly, so differences are resolved before they reach the financial statements.',
    },
    {
      title: 'System-aware analysts',
      description:
        'Our analysts know Oracle Federal Financials, SAP, Momentum and Delphi well enough to trace a reporting error back to the configuration that caused it.',
    },
    {
      title: 'Audit-ready documentation',
      description:
        'Process narratives, reconciliations and support packages are written to the standard auditors expect, reducing prepared-by-client requests late in the audit.',
    },
  ],
  summary:
    'Accounting, reporting and internal control support for federal financial offices, from USSGL transactions and Treasury reporting to budget execution and OMB Circular A-123 compliance.',
  seo: {
    title: 'Federal Financial Management | GlobalTekForce',
    description:
      'Treasury reporting, interagency agreements, budget execution and A-123 internal controls support from accountants who know federal finance.',
  },
  services: {
    'us-treasury-accounting-and-reporting-support': {
      overview: [
        'Every month an agency must show Treasury that its books agree: GTAS trial balances and attributes, the CARS Account Statement, Fund Balance with Treasury, and intragovernmental activity settled through IPAC. When they do not agree, differences pile up, footnotes multiply and auditors focus on the gap.',
        'We run and strengthen this reporting cycle. Our analysts prepare and validate GTAS bulk files, clear edit-check failures, reconcile FBWT to the CARS statement by Treasury Account Symbol and business event type, and research IPAC and Treasury Direct differences to their source transactions. We also correct the posting configuration that creates recurring differences, so the same problem does not return next month.',
      ],
      capabilities: [
        {
          title: 'GTAS preparation and validation',
          description:
            'Monthly and year-end adjusted trial balance submissions with attribute validation, edit-check resolution and certification support.',
        },
        {
          title: 'Fund Balance with Treasury reconciliation',
          description:
            'FBWT reconciled to the CARS Account Statement by TAS and BETC, with aged differences researched and cleared.',
        },
        {
          title: 'IPAC and intragovernmental differences',
          description:
            'IPAC transactions matched with trading partners and differences resolved ahead of the quarterly intragovernmental reporting cycle.',
        },
        {
          title: 'Treasury Direct and investment accounting',
          description:
            'Investment purchases, redemptions and interest recorded from Treasury Direct and Federal Investments statements, reconciled monthly.',
        },
      ],
      approach: [
        {
          title: 'Baseline the differences',
          description:
            'We inventory open reconciling items by age and cause and agree priorities with the accounting office.',
        },
        {
          title: 'Clear and correct',
          description:
            'Items are researched to source, corrected, and the posting or interface rule behind each recurring difference is fixed.',
        },
        {
          title: 'Sustain the cycle',
          description:
            'A monthly calendar, checklists and review steps keep submissions on time and reconciliations current.',
        },
      ],
      contexts: [
        'Federal agency accounting offices submitting GTAS monthly',
        'Trust funds and revolving funds with Treasury investments',
        'Agencies with audit findings on Fund Balance with Treasury',
      ],
      relatedSlugs: ['interagency-agreements-iaa-support', 'oracle-financials', 'audit-readiness'],
      summary:
        'We prepare and reconcile GTAS submissions, CARS account statements and Fund Balance with Treasury, and clear IPAC differences so agency balances agree with Treasury every month.',
      seo: {
        title: 'Treasury Accounting and Reporting | GlobalTekForce',
        description:
          'GTAS submissions, CARS reconciliation, Fund Balance with Treasury and IPAC support that keeps agency ledgers in agreement with Treasury.',
      },
    },
    'interagency-agreements-iaa-support': {
      overview: [
        'Interagency agreements move billions of dollars between federal agencies every year, and they are a long-standing source of intragovernmental differences. Treasury now requires buying and selling agencies to manage these agreements in G-Invoicing, with the General Terms and Conditions (7600A) and Orders (7600B) settled through IPAC.',
        'We help agencies on both sides of an agreement. We prepare and route GT&Cs and orders, record performance and billing, and reconcile intragovernmental activity with trading partners so eliminations balance. For agencies still adopting G-Invoicing, we map business processes, configure the interface between the financial system and G-Invoicing, and convert open agreements.',
      ],
      capabilities: [
        {
          title: 'G-Invoicing adoption',
          description:
            'Process mapping, system interface configuration and conversion of open agreements from legacy IAA processes to G-Invoicing.',
        },
        {
          title: 'Agreement and order management',
          description:
            '7600A General Terms and Conditions and 7600B Orders drafted, routed for approval and tracked through modification and closeout.',
        },
        {
          title: 'Performance and settlement',
          description:
            'Delivery and receipt recorded, IPAC settlement confirmed, and advances and accruals accounted for in the right period.',
        },
        {
          title: 'Intragovernmental reconciliation',
          description:
            'Trading-partner balances compared quarterly and differences resolved with counterpart agencies before reporting.',
        },
      ],
      approach: [
        {
          title: 'Inventory agreements',
          description:
            'We build a complete list of open agreements with balances, partners and status, the foundation for every later step.',
        },
        {
          title: 'Standardize the process',
          description:
            'Roles, templates and review steps are set so each agreement moves through G-Invoicing the same way.',
        },
        {
          title: 'Reconcile every quarter',
          description:
            'We compare balances with trading partners and clear differences before the intragovernmental reporting deadline.',
        },
      ],
      contexts: [
        'Servicing agencies that sell shared services to other agencies',
        'Requesting agencies buying through interagency orders',
        'Financial offices completing G-Invoicing implementation',
      ],
      relatedSlugs: [
        'us-treasury-accounting-and-reporting-support',
        'business-operations-support',
        'financial-system-integration',
      ],
      summary:
        'End-to-end support for interagency agreements in G-Invoicing and IPAC: 7600A and 7600B agreements, orders, performance, billing and intragovernmental elimination reconciliation.',
      seo: {
        title: 'Interagency Agreements (IAA) Support | GlobalTekForce',
        description:
          'G-Invoicing GT&C and order setup, IPAC settlement and intragovernmental reconciliation for requesting and servicing agencies.',
      },
    },
    'business-operations-support': {
      overview: [
        'Financial offices carry a steady daily load: invoices to pay within Prompt Payment Act terms, receivables to collect and refer, obligations to record, travel vouchers to audit and payroll to reconcile. When staffing is short, interest penalties rise and month-end slips.',
        'We provide experienced federal accounting technicians and analysts who join your team and work inside your financial system and procedures. They process transactions accurately, keep queues current, perform the month-end close checklist and document what they do, so operations stay steady through vacancies, peaks and system transitions.',
      ],
      capabilities: [
        {
          title: 'Accounts payable',
          description:
            'Invoice review, three-way match, payment scheduling and Prompt Payment Act interest monitoring to keep penalties near zero.',
        },
        {
          title: 'Accounts receivable and debt management',
          description:
            'Billing, collections through Pay.gov, aging analysis and referral of delinquent debt to Treasury Cross-Servicing under the DCIA.',
        },
        {
          title: 'Obligations and accruals',
          description:
            'Obligations recorded from contracts and orders, open obligations reviewed, and accruals estimated for month-end close.',
        },
        {
          title: 'Travel and payroll accounting',
          description:
            'Travel voucher audit and reconciliation of payroll provider data to the general ledger every pay period.',
        },
      ],
      approach: [
        {
          title: 'Learn your procedures',
          description:
            'Staff are onboarded to your system, desk guides and controls before they touch a transaction.',
        },
        {
          title: 'Keep queues current',
          description: 'Daily workload tracking and quality review keep backlogs down and error rates low.',
        },
        {
          title: 'Report and improve',
          description:
            'Monthly metrics on timeliness and accuracy point to process changes and automation candidates.',
        },
      ],
      contexts: [
        'Federal finance offices with staffing gaps or seasonal peaks',
        'Agencies transitioning to a new core financial system',
        'Shared service centers processing transactions for several customers',
      ],
      relatedSlugs: [
        'business-process-automation',
        'budget-management',
        'us-treasury-accounting-and-reporting-support',
      ],
      summary:
        'Day-to-day financial operations staffing for federal offices, including accounts payable and receivable, Prompt Payment Act compliance, obligations, travel and payroll accounting, and month-end close.',
      seo: {
        title: 'Federal Business Operations Support | GlobalTekForce',
        description:
          'Accounts payable, receivables, obligations, Prompt Payment Act compliance and month-end close handled by experienced federal finance staff.',
      },
    },
    'budget-management': {
      overview: [
        'Budget offices work on several fiscal years at once: executing this year, defending next year and formulating the year after. Each step has rules, from OMB Circular A-11 exhibits to apportionments, allotments and the Anti-Deficiency Act limits that carry personal consequences when breached.',
        'We support budget formulation and execution end to end. Our analysts prepare justifications and A-11 exhibits, load apportionments and allotments into the financial system, monitor commitments and obligations against available funds, and produce status-of-funds reports that program managers actually read. Where budget tools are weak, we build formulation models in Oracle EPM or improve funds-control configuration in the ERP.',
      ],
      capabilities: [
        {
          title: 'Budget formulation',
          description:
            'Budget justifications, OMB A-11 exhibits, spend plans and what-if scenarios prepared on the agency and OMB calendar.',
        },
        {
          title: 'Apportionment and allotment',
          description:
            'SF 132 apportionment support and allotment distribution loaded into the financial system with funds-control checks.',
        },
        {
          title: 'Execution monitoring',
          description:
            'Commitments, obligations and expenditures tracked against plans, with variance analysis and reprogramming recommendations.',
        },
        {
          title: 'Anti-Deficiency Act safeguards',
          description:
            'Funds-control configuration, reviews of potential violations and documentation that demonstrates compliance.',
        },
      ],
      approach: [
        {
          title: 'Understand the funding',
          description:
            'We map appropriations, programs and spending authorities to the structure of your financial and budget systems.',
        },
        {
          title: 'Build reliable reports',
          description:
            'Status-of-funds and variance reports draw directly from the system of record, refreshed on a set schedule.',
        },
        {
          title: 'Support each cycle',
          description:
            'Analysts work beside your staff through formulation, the spring and fall updates, and year-end execution.',
        },
      ],
      contexts: [
        'Agency and bureau budget offices',
        'Program offices managing multiple appropriations',
        'Organizations strengthening funds control after an ADA review',
      ],
      relatedSlugs: ['oracle-hyperion', 'program-planning-and-strategy', 'a123-support'],
      summary:
        'Budget formulation and execution support covering apportionments, allotments, funds control and Anti-Deficiency Act safeguards, with OMB Circular A-11 exhibits and status-of-funds reporting.',
      seo: {
        title: 'Federal Budget Formulation and Execution | GlobalTekForce',
        description:
          'Budget formulation, apportionment, allotment and funds control support aligned with OMB Circular A-11 and the Anti-Deficiency Act.',
      },
    },
    'a123-support': {
      overview: [
        'OMB Circular A-123 makes agency leaders responsible for effective internal control, risk management and reliable financial reporting, and requires them to say so each year in the FMFIA statement of assurance. Appendix A adds a specific assessment of internal control over reporting, and enterprise risk management ties it together.',
        'We help agencies run the A-123 program as a management tool rather than a compliance exercise. Our team documents processes and key controls, tests design and operating effectiveness, tracks deficiencies through corrective action plans, and prepares the evidence behind the statement of assurance. We use the GAO Green Book and the Federal Financial Reporting Risk framework so results line up with what auditors review.',
      ],
      capabilities: [
        {
          title: 'Risk assessment and ERM',
          description:
            'Entity-level and process-level risk assessments and risk profiles aligned with the enterprise risk management expectations of A-123.',
        },
        {
          title: 'Process narratives and control matrices',
          description:
            'Narratives, flowcharts and risk and control matrices for each significant financial process and the systems behind it.',
        },
        {
          title: 'Control testing',
          description:
            'Test plans, sampling and documented testing of key controls, including IT general controls over financial systems.',
        },
        {
          title: 'Corrective action and assurance',
          description:
            'Corrective action plans tracked to closure and the evidence package supporting the annual FMFIA statement of assurance.',
        },
      ],
      approach: [
        {
          title: 'Scope what matters',
          description:
            'Materiality and risk determine which processes, locations and systems are assessed this year.',
        },
        {
          title: 'Document and test',
          description:
            'Controls are documented once, tested to a consistent standard and rated using Green Book principles.',
        },
        {
          title: 'Fix and assure',
          description:
            'Deficiencies become owned corrective actions, and results roll up into a defensible statement of assurance.',
        },
      ],
      contexts: [
        'CFO offices running the annual A-123 assessment',
        'Agencies remediating material weaknesses or significant deficiencies',
        'Bureaus preparing sub-certifications for the department',
      ],
      relatedSlugs: ['audit-readiness', 'governance-risk-compliance', 'audit-support'],
      summary:
        'OMB Circular A-123 internal control programs, including Appendix A risk assessments, process narratives, control testing, corrective action plans and the annual FMFIA statement of assurance.',
      seo: {
        title: 'OMB A-123 Internal Control Support | GlobalTekForce',
        description:
          'A-123 Appendix A control testing, enterprise risk management, corrective action plans and FMFIA assurance support for federal agencies.',
      },
    },
  },
} satisfies CategoryCopy
