import words from './data/capability-pdf.json' with { type: 'json' }

export const capabilityPdf = {
  filename: 'GlobalTekForce_Capability.pdf',
  href: '/GlobalTekForce_Capability.pdf',
} as const

/** The PDF's headings; where it repeats a /corporate-capability heading, it reads that page's. */
export const capabilityPdfWords: Readonly<Record<keyof typeof words, string>> = words
