/**
 * Where the capability statement PDF lives: the build writes it under this name at the site root
 * (scripts/build-capability-pdf.ts) and the corporate capability page links to it.
 */
export const capabilityPdf = {
  filename: 'GlobalTekForce_Capability.pdf',
  href: '/GlobalTekForce_Capability.pdf',
} as const

/**
 * Headings and labels that only the PDF prints. Where the PDF repeats a heading of the
 * /corporate-capability page, it reads that page's value (content/page-sections.ts) instead.
 */
export const capabilityPdfWords = {
  documentTitle: 'Capability Statement',
  footerTitle: 'Corporate Capability Statement',
  buyThrough: 'Buy Through',
  atAGlance: 'At a glance',
  performance: 'Performance',
  certifiedProcesses: 'Certified Processes',
  serviceAreas: 'Service Areas and Key Services',
  certificationsEyebrow: 'Assured quality',
  naicsEyebrow: 'Capability codes',
  contactHeading: 'Contact Us',
  linkedInLabel: 'LinkedIn company page',
} as const
