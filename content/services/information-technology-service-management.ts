import type { CategoryCopy } from '../schema.ts'

export const informationTechnologyServiceManagementCopy = {
  summary:
    'IT service management built on ITIL 4 and ServiceNow: service desk, configuration, release and integration practices that keep systems stable, changes controlled and users supported 24/7.',
  seo: {
    title: 'IT Service Management (ITSM) | GlobalTekForce',
    description:
      'ITIL 4 service desk, configuration, release management, CI/CD and API integration from an ISO 20000 certified provider.',
  },
  services: {
    'api-development-and-integrations': {
      summary:
        'REST and SOAP APIs that connect ERP, grants, HR and Treasury systems through MuleSoft, Oracle Integration Cloud or ServiceNow IntegrationHub, secured with OAuth 2.0 and monitored end to end.',
      seo: {
        title: 'API Development and Integration | GlobalTekForce',
        description:
          'APIs linking ERP, grants, HR and Treasury systems via MuleSoft, Oracle Integration Cloud or ServiceNow, secured with OAuth 2.0.',
      },
    },
    'configuration-management': {
      summary:
        'Configuration management that keeps the ServiceNow CMDB accurate and baselines under control, following ITIL 4 and NIST SP 800-128 so every change is traceable and authorized.',
      seo: {
        title: 'Configuration Management and CMDB | GlobalTekForce',
        description:
          'CMDB design, discovery, baseline control and configuration audits following ITIL 4 and NIST SP 800-128.',
      },
    },
    'service-desk-and-support': {
      summary:
        'Tier 1 through Tier 3 service desk support around the clock, with ITIL 4 incident and request processes, measured service levels and knowledge articles that resolve issues on first contact.',
      seo: {
        title: 'IT Service Desk and 24/7 Support | GlobalTekForce',
        description:
          'Tier 1 to Tier 3 help desk, ITIL 4 incident and request management, and service level reporting for agencies and enterprises.',
      },
    },
    'release-management': {
      summary:
        'Release planning, change advisory board coordination and deployment scheduling that move new features into production on time, with rollback plans and minimal disruption to users.',
      seo: {
        title: 'Release and Change Management | GlobalTekForce',
        description:
          'Release calendars, change advisory boards, deployment runbooks and rollback plans that deliver changes on schedule without outages.',
      },
    },
    cicd: {
      summary:
        'Continuous integration and continuous delivery pipelines in GitLab, GitHub Actions, Jenkins or Azure DevOps, with automated testing and security scans that make every build deployable.',
      seo: {
        title: 'CI/CD Pipeline Engineering | GlobalTekForce',
        description:
          'GitLab, GitHub Actions, Jenkins and Azure DevOps pipelines with automated tests, security scans and repeatable deployments.',
      },
    },
  },
} satisfies CategoryCopy
