export const capabilityPdf = {
  filename: 'GlobalTekForce_Capability.pdf',
  href: '/GlobalTekForce_Capability.pdf',
} as const

/** Where the PDF repeats a /corporate-capability heading, it reads that page's value instead. */
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
