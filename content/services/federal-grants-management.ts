import type { CategoryCopy } from '../schema.ts'

export const federalGrantsManagementCopy = {
  summary:
    'Financial management for federal grant programs and recipients, covering funds control, system integration, Uniform Guidance (2 CFR 200) compliance, closeout and audit readiness across the award lifecycle.',
  seo: {
    title: 'Federal Grants Management | GlobalTekForce',
    description:
      'Grants funds control, system integration, 2 CFR 200 compliance, closeout and audit readiness for awarding agencies and recipients.',
  },
  services: {
    'grants-execution-funds-control': {
      summary:
        'Commitment, obligation and payment control for grant awards, so every drawdown through ASAP or PMS matches an approved budget and no program exceeds its appropriation.',
      seo: {
        title: 'Grants Execution and Funds Control | GlobalTekForce',
        description:
          'Award obligations, drawdown monitoring through ASAP and PMS, and funds control that keeps grant spending within approved budgets.',
      },
    },
    'financial-system-integration': {
      summary:
        'Integration of Grants.gov, GrantSolutions and agency award systems with core financial systems, so awards, obligations and payments post once and reconcile automatically.',
      seo: {
        title: 'Grants Financial System Integration | GlobalTekForce',
        description:
          'Interfaces between Grants.gov, GrantSolutions, award systems and core financials so obligations and payments reconcile automatically.',
      },
    },
    'compliance-assurance': {
      summary:
        'Monitoring of grant recipients and programs against OMB Uniform Guidance (2 CFR 200), covering allowable costs, indirect cost rates, subrecipient oversight and FFATA reporting.',
      seo: {
        title: 'Grants Compliance Assurance (2 CFR 200) | GlobalTekForce',
        description:
          'Uniform Guidance compliance reviews of allowable costs, indirect rates, subrecipient monitoring and FFATA reporting for federal grants.',
      },
    },
    'grants-closeout-reconciliation': {
      summary:
        'Closeout of expired grant awards, including final financial report review, deobligation of unused balances and reconciliation between award, payment and accounting systems.',
      seo: {
        title: 'Grants Closeout and Reconciliation | GlobalTekForce',
        description:
          'Timely grant closeout: final SF-425 reviews, deobligation of unused funds and reconciliation across award, payment and ledger systems.',
      },
    },
    'audit-readiness': {
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
