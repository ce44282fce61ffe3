import type { CategoryCopy } from '../schema.ts'

export const federalFinancialManagementCopy = {
  summary:
    'Accounting, reporting and internal control support for federal financial offices, from USSGL transactions and Treasury reporting to budget execution and OMB Circular A-123 compliance.',
  seo: {
    title: 'Federal Financial Management | GlobalTekForce',
    description:
      'Treasury reporting, interagency agreements, budget execution and A-123 internal controls support from accountants who know federal finance.',
  },
  services: {
    'us-treasury-accounting-and-reporting-support': {
      summary:
        'We prepare and reconcile GTAS submissions, CARS account statements and Fund Balance with Treasury, and clear IPAC differences so agency balances agree with Treasury every month.',
      seo: {
        title: 'Treasury Accounting and Reporting | GlobalTekForce',
        description:
          'GTAS submissions, CARS reconciliation, Fund Balance with Treasury and IPAC support that keeps agency ledgers in agreement with Treasury.',
      },
    },
    'interagency-agreements-iaa-support': {
      summary:
        'End-to-end support for interagency agreements in G-Invoicing and IPAC: 7600A and 7600B agreements, orders, performance, billing and intragovernmental elimination reconciliation.',
      seo: {
        title: 'Interagency Agreements (IAA) Support | GlobalTekForce',
        description:
          'G-Invoicing GT&C and order setup, IPAC settlement and intragovernmental reconciliation for requesting and servicing agencies.',
      },
    },
    'business-operations-support': {
      summary:
        'Day-to-day financial operations staffing for federal offices, including accounts payable and receivable, Prompt Payment Act compliance, obligations, travel and payroll accounting, and month-end close.',
      seo: {
        title: 'Federal Business Operations Support | GlobalTekForce',
        description:
          'Accounts payable, receivables, obligations, Prompt Payment Act compliance and month-end close handled by experienced federal finance staff.',
      },
    },
    'budget-management': {
      summary:
        'Budget formulation and execution support covering apportionments, allotments, funds control and Anti-Deficiency Act safeguards, with OMB Circular A-11 exhibits and status-of-funds reporting.',
      seo: {
        title: 'Federal Budget Formulation and Execution | GlobalTekForce',
        description:
          'Budget formulation, apportionment, allotment and funds control support aligned with OMB Circular A-11 and the Anti-Deficiency Act.',
      },
    },
    'a123-support': {
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
