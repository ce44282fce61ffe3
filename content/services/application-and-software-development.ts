import type { CategoryCopy } from '../schema.ts'

export const applicationAndSoftwareDevelopmentCopy = {
  summary:
    'Custom and low-code applications for federal, state and commercial users, from ERP extensions to accessible web front ends, delivered through DevSecOps pipelines with Section 508 conformance.',
  seo: {
    title: 'Application and Software Development | GlobalTekForce',
    description:
      'Low-code, framework-based and ERP extension development plus UI/UX design, built securely and tested for Section 508 accessibility.',
  },
  services: {
    'low-code-application-development': {
      summary:
        'Business applications built quickly on Microsoft Power Platform, OutSystems, ServiceNow App Engine and Oracle APEX, with governance, security roles and integrations to the systems you already run.',
      seo: {
        title: 'Low-Code Application Development | GlobalTekForce',
        description:
          'Power Platform, OutSystems, ServiceNow and Oracle APEX applications delivered in weeks, governed and integrated with existing systems.',
      },
    },
    'framework-based-development': {
      summary:
        'Custom software written on proven frameworks such as Java Spring Boot, .NET, React and Angular, with automated testing, secure coding practices and documentation your team can maintain.',
      seo: {
        title: 'Custom Framework-Based Development | GlobalTekForce',
        description:
          'Java Spring Boot, .NET, React and Angular applications engineered with automated tests, secure coding and maintainable architecture.',
      },
    },
    'ricew-objects': {
      summary:
        'Design and build of Oracle and SAP reports, interfaces, conversions, extensions and workflows (RICEW) that extend your ERP without breaking upgrades or audit trails.',
      seo: {
        title: 'RICEW Objects for Oracle and SAP | GlobalTekForce',
        description:
          'Reports, interfaces, conversions, extensions and workflows for Oracle EBS, Oracle Cloud and SAP, built to survive upgrades.',
      },
    },
    'uiux-design': {
      summary:
        'User research, prototyping and interface design that follow the U.S. Web Design System (USWDS) and meet Section 508 and WCAG 2.1 AA, so public and internal users finish tasks faster.',
      seo: {
        title: 'UI/UX Design and Accessibility | GlobalTekForce',
        description:
          'User research, prototypes and USWDS-based interfaces that meet Section 508 and WCAG 2.1 AA for government and enterprise users.',
      },
    },
  },
} satisfies CategoryCopy
