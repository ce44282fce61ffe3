/**
 * Where the capability statement PDF lives: the build writes it under this name at the site root
 * (scripts/build-capability-pdf.ts) and the corporate capability page links to it.
 */
export const capabilityPdf = {
  filename: 'GlobalTekForce_Capability.pdf',
  href: '/GlobalTekForce_Capability.pdf',
} as const
