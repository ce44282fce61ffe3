import words from './data/capability-pdf.json' with { type: 'json' }

export const capabilityPdf = {
  filename: 'GlobalTekForce_Capability.pdf',
  href: '/GlobalTekForce_Capability.pdf',
} as const

/**
 * The PDF's own headings, from content/data/capability-pdf.json (checked by scripts/check-content.ts).
 * Where the PDF repeats a /corporate-capability heading, it reads that page's value instead.
 */
export const capabilityPdfWords: Readonly<Record<keyof typeof words, string>> = words
