import { statFigure } from './company-profile.ts'
import { actionLabels, statusLabels } from './labels.ts'
import type { FlipCard } from './schema.ts'

export const flipCards = [
  {
    id: 'ai-solutions',
    title: 'AI Solutions',
    description:
      'Practical machine learning and intelligent automation that take repetitive work off your staff.',
    detailedDescription:
      'We find where AI pays off, build models on governed data and put them into production, with human review where the stakes call for it.',
    icon: 'brain',
    gradient: 'indigo',
    features: [
      'Document classification',
      'Intelligent process automation',
      'Predictive analytics',
      'Responsible AI governance',
    ],
    benefits: ['Less manual data entry', 'Faster case processing', 'Explainable, reviewable decisions'],
    metrics: [statFigure('automation'), statFigure('on-time'), statFigure('support', 'Support')],
    tags: ['Machine learning', 'Automation', 'NLP', 'Governance'],
  },
  {
    id: 'cloud-infrastructure',
    title: 'Cloud Infrastructure',
    description: 'Secure, scalable cloud and hybrid platforms designed, migrated and run for you.',
    detailedDescription:
      'We plan migrations workload by workload, build landing zones with security controls in place and operate them with monitoring, patching and tested recovery.',
    icon: 'cloud',
    gradient: 'sky',
    features: ['Cloud migration', 'Infrastructure as code', 'Hybrid networking', 'Backup and recovery'],
    benefits: ['Capacity on demand', 'Lower hosting overhead', 'Recovery you have rehearsed'],
    metrics: [
      statFigure('uptime'),
      statFigure('reliability', 'Critical reliability'),
      statFigure('support', 'Monitoring'),
    ],
    tags: ['AWS', 'Azure', 'Hybrid', 'IaC'],
  },
  {
    id: 'cybersecurity',
    title: 'Cybersecurity',
    description:
      'Layered protection for networks, endpoints, applications and identities, watched around the clock.',
    detailedDescription:
      'Our ISO 27001-aligned practice assesses risk, hardens systems, monitors threats and responds to incidents, producing the evidence your authorizing officials need.',
    icon: 'shield',
    gradient: 'navy',
    features: [
      'Security operations (SOC/XDR)',
      'Identity and access management',
      'Penetration testing',
      'Incident response',
    ],
    benefits: ['Threats found sooner', 'Stronger audit posture', 'Clear, prioritized remediation'],
    metrics: [
      statFigure('support', 'Threat monitoring'),
      statFigure('reliability', 'Critical reliability'),
      statFigure('satisfaction'),
    ],
    tags: ['Zero trust', 'SOC', 'GRC', 'Forensics'],
  },
  {
    id: 'data-analytics',
    title: 'Data Analytics',
    description: 'Trusted data and clear dashboards that turn financial and program data into decisions.',
    detailedDescription:
      'We integrate and reconcile data from ERP, grants and program systems, govern its quality and deliver analytics that leaders use for budget and performance decisions.',
    icon: 'chart',
    gradient: 'teal',
    features: [
      'Data integration',
      'Data quality and governance',
      'Executive dashboards',
      'Financial reporting',
    ],
    benefits: ['One version of the truth', 'Faster month-end close', 'Audit-ready data lineage'],
    metrics: [statFigure('projects'), statFigure('clients'), statFigure('satisfaction')],
    tags: ['BI', 'Data quality', 'Reporting', 'ETL'],
  },
  {
    id: 'mobile-development',
    title: 'Mobile Development',
    description: 'Accessible, secure mobile apps that put services in the hands of staff and citizens.',
    detailedDescription:
      'We build native and cross-platform apps with Section 508 accessibility, secure authentication and integration with the systems behind them.',
    icon: 'smartphone',
    gradient: 'gold',
    features: ['Cross-platform apps', 'Accessible design', 'Secure sign-in', 'Offline field use'],
    benefits: ['Services available anywhere', 'Inclusive by design', 'Data captured at the source'],
    metrics: [statFigure('on-time'), statFigure('satisfaction'), statFigure('support', 'Support')],
    tags: ['iOS', 'Android', 'React Native', 'Section 508'],
  },
  {
    id: 'web-development',
    title: 'Web Development',
    description: 'Fast, accessible web applications and portals built on proven, maintainable frameworks.',
    detailedDescription:
      'From public portals to internal case management, we build web applications under CMMI Level 3 development practices, with automated testing and CI/CD.',
    icon: 'globe',
    gradient: 'slate',
    features: ['Portals and case management', 'API integrations', 'Automated testing', 'UI/UX design'],
    benefits: ['Faster releases', 'Fewer defects in production', 'Lower cost to maintain'],
    metrics: [statFigure('projects'), statFigure('on-time'), statFigure('automation')],
    tags: ['React', 'APIs', 'CI/CD', 'Accessibility'],
  },
] as const satisfies readonly FlipCard[]

export const flipCardWords = {
  hero: { eyebrow: 'Capabilities' },
  section: {
    title: 'Explore Our Capabilities',
    lead: 'Select a card to turn it over for the detail: what we deliver, the benefits and the results behind it.',
  },
  actions: { consultation: 'Schedule Consultation', allServices: actionLabels.viewAllServices },
  card: {
    clickToExplore: statusLabels.clickToExplore,
    backToOverview: 'Back to overview',
    /** Read after "Back to overview": "of Cloud Services". */
    backOf: 'of',
    tags: 'Tags',
    features: 'Features',
    benefits: 'Benefits',
    allTags: 'All tags',
  },
  /** Announced when a card turns: "Cloud Services: details shown". */
  announce: { details: 'details shown', overview: 'overview shown' },
} as const
