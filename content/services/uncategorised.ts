import type { ServiceCopy } from '../schema.ts'

export const uncategorisedCopy = {
  'oracle-fixed-assets': {
    summary:
      'Oracle Fixed Assets implementation and support for capitalization, depreciation and retirement of federal property, reconciled to the USSGL and ready for financial statement audits.',
    seo: {
      title: 'Oracle Fixed Assets Implementation | GlobalTekForce',
      description:
        'Oracle Assets setup for capitalization thresholds, depreciation, transfers and retirements, reconciled to the general ledger.',
    },
  },
  'project-management-methodologies': {
    summary:
      'Project management grounded in PMI PMBOK, Agile Scrum and SAFe, with earned value tracking, risk registers and status reporting that support our record of 100% on-time delivery across 200+ projects.',
    seo: {
      title: 'Project Management Methodologies | GlobalTekForce',
      description:
        'PMBOK, Agile Scrum and SAFe project management with earned value, risk tracking and transparent reporting for government programs.',
    },
  },
  'program-planning-and-strategy': {
    summary:
      'Program planning that turns mission goals into roadmaps, acquisition strategies, integrated master schedules and performance measures, aligned with agency strategic plans and the GPRA Modernization Act.',
    seo: {
      title: 'Program Planning and Strategy | GlobalTekForce',
      description:
        'Roadmaps, acquisition strategies, integrated master schedules and performance measures that connect IT programs to mission goals.',
    },
  },
  'governance-and-oversight': {
    summary:
      'IT governance and program oversight that give leaders clear decision rights and investment reviews, supporting FITARA, Capital Planning and Investment Control (CPIC) and independent verification and validation.',
    seo: {
      title: 'IT Governance and Program Oversight | GlobalTekForce',
      description:
        'FITARA and CPIC governance, investment review boards, independent verification and validation, and executive dashboards for IT programs.',
    },
  },
} satisfies Record<string, ServiceCopy>
