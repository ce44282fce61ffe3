import type { PageIntro } from './schema.ts'

/**
 * The not-found page's words, an export of their own: the error view in every page's first load needs
 * them, and only them, so the other pages' words stay out of that load.
 */
export const notFoundPage = {
  title: 'Page Not Found',
  intro:
    'The page you are looking for does not exist or has moved. Return to the home page or contact our team and we will point you in the right direction.',
  seo: {
    title: 'Page Not Found | GlobalTekForce',
    description:
      'The page you requested could not be found. Return to the GlobalTekForce home page or contact our team for help finding what you need.',
  },
} as const satisfies PageIntro

/** The heading, opening paragraph and search snippet of each fixed page, keyed by route id. */
export const pages = {
  home: {
    title: 'Federal and Enterprise IT Services, Delivered with Precision',
    intro:
      'GlobalTekForce is a woman-owned small business in Reston, Virginia that modernizes ERP, financial management, cybersecurity and IT operations for government agencies, universities and enterprises, with CMMI Level 3 and ISO-certified delivery.',
    seo: {
      title: 'GlobalTekForce | Federal and Enterprise IT Services',
      description:
        'Woman-owned small business in Reston, VA delivering ERP, federal financial management, cybersecurity and modernization. CMMI Level 3 and ISO certified.',
    },
  },
  about: {
    title: 'About GlobalTekForce',
    intro:
      'Since 2018 we have helped agencies and enterprises run their finance, acquisition and technology operations with fewer surprises: certified processes, experienced people and a commitment to deliver on time, every time.',
    seo: {
      title: 'About Us and Leadership | GlobalTekForce',
      description:
        'Meet GlobalTekForce: a woman-owned small business founded in 2018, its mission, values and the leadership team behind 200+ delivered projects.',
    },
  },
  services: {
    title: 'Our Services',
    intro:
      'Eight practice areas, one standard of delivery: ERP, digital transformation, federal financial and grants management, software development, infrastructure, cybersecurity and IT service management under CMMI Level 3 processes.',
    seo: {
      title: 'IT Services for Government and Enterprise | GlobalTekForce',
      description:
        'Explore our eight practice areas: ERP, digital transformation, federal financial and grants management, development, infrastructure, cybersecurity and ITSM.',
    },
  },
  solutions: {
    title: 'Industry & Domain Solutions',
    intro:
      'Proven, ready-to-deploy solutions that solve recurring problems in government and enterprise operations: automated user provisioning, financial contract close-out, regression test automation and agricultural data management.',
    seo: {
      title: 'Industry and Domain Solutions | GlobalTekForce',
      description:
        'Ready-to-deploy solutions for user provisioning, financial contract close-out, automated regression testing and agriculture data management.',
    },
  },
  contact: {
    title: 'Contact GlobalTekForce',
    intro:
      'Tell us about your program, system or challenge. A senior consultant will review your request and respond within 24 hours with next steps, relevant experience and the contract vehicles that fit.',
    seo: {
      title: 'Contact Us and Request a Consultation | GlobalTekForce',
      description:
        'Request a consultation with GlobalTekForce in Reston, Virginia. Share your requirements and a senior consultant will respond within 24 hours.',
    },
  },
  corporateCapability: {
    title: 'Corporate Capability Statement',
    intro:
      'Everything a contracting officer needs in one place: who we are, the eight service areas we deliver, our certifications, the contract vehicles you can buy through, and how to reach us.',
    seo: {
      title: 'Corporate Capability Statement | GlobalTekForce',
      description:
        'GlobalTekForce capability statement: core competencies, differentiators, certifications and contract vehicles, with a downloadable PDF.',
    },
  },
  flipCards: {
    title: 'Technology Capabilities at a Glance',
    intro:
      'Six technology disciplines we bring to every engagement. Select a card to see what we deliver, the benefits our clients measure and the results behind them.',
    seo: {
      title: 'Technology Capabilities at a Glance | GlobalTekForce',
      description:
        'AI, cloud infrastructure, cybersecurity, data analytics, mobile and web development: what GlobalTekForce delivers and the results clients measure.',
    },
  },
  privacy: {
    title: 'Privacy Notice',
    intro:
      'What GlobalTekForce collects through this website, why, where it is kept and for how long, who receives it, and how to ask for a copy or for its deletion. The short version: only what you send us, only to answer you, and never sold.',
    seo: {
      title: 'Privacy Notice | GlobalTekForce',
      description:
        'What the GlobalTekForce enquiry forms collect and why, where it is stored, when it is deleted, who receives it, and how to request a copy or deletion.',
    },
  },
  accessibility: {
    title: 'Accessibility Statement',
    intro:
      'GlobalTekForce wants every visitor, including people who use a screen reader, a keyboard, magnification or high-contrast settings, to find what we do and reach us. This statement sets out the standard this site meets, how we test it and how to tell us about a barrier.',
    seo: {
      title: 'Accessibility Statement (Section 508) | GlobalTekForce',
      description:
        'How the GlobalTekForce website meets Section 508 and WCAG 2.2 AA, how it is tested, its known limitations and how to report an accessibility barrier.',
    },
  },
  search: {
    title: 'Search the Site',
    intro:
      'Find a service, solution or page by name, acronym or the words you use for the requirement. Every page of the site is also listed below, grouped by section.',
    seo: {
      title: 'Search and Site Index | GlobalTekForce',
      description:
        'Search every GlobalTekForce page by name, acronym or keyword, or browse the site index of all services, solutions and company pages grouped by section.',
    },
  },
  notFound: notFoundPage,
} as const satisfies Record<string, PageIntro>

export type PageId = keyof typeof pages
