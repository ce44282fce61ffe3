import type { CategoryCopy } from '../schema.ts'

export const digitalTransformationCopy = {
  summary:
    'We modernize how agencies and enterprises work, automating manual processes, moving legacy systems to the cloud and putting artificial intelligence to work within federal security and governance rules.',
  seo: {
    title: 'Digital Transformation Services | GlobalTekForce',
    description:
      'Business process automation, legacy systems modernization and responsible AI for federal, state and commercial organizations, delivered on time.',
  },
  services: {
    'business-process-automation': {
      summary:
        'We automate approvals, reconciliations and data entry with Microsoft Power Platform, ServiceNow workflows and robotic process automation, drawing on more than 100 processes already automated for clients.',
      seo: {
        title: 'Business Process Automation | GlobalTekForce',
        description:
          'Power Platform, ServiceNow and RPA automation that removes manual steps from approvals, reconciliations and reporting, with audit trails built in.',
      },
    },
    'systems-modernizations': {
      summary:
        'Legacy application and mainframe modernization onto FedRAMP authorized cloud platforms, with phased data migration, re-platforming and parallel runs that keep mission operations running.',
      seo: {
        title: 'Legacy Systems Modernization | GlobalTekForce',
        description:
          'Re-platform and migrate legacy applications to FedRAMP authorized cloud with phased cutovers, data validation and no disruption to operations.',
      },
    },
    'artificial-intelligence': {
      summary:
        'Practical artificial intelligence and machine learning for document processing, forecasting and service desk assistance, governed under the NIST AI Risk Management Framework and federal AI policy.',
      seo: {
        title: 'AI and Machine Learning Solutions | GlobalTekForce',
        description:
          'Responsible AI for document processing, forecasting and chat assistance, aligned with the NIST AI Risk Management Framework.',
      },
    },
  },
} satisfies CategoryCopy
