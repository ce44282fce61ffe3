/**
 * The words of links, buttons and status messages that more than one page, the capability PDF or the
 * e-mails use. Each is written once here, so a copy edit changes every place it appears.
 */
export const actionLabels = {
  requestConsultation: 'Request Consultation',
  exploreCapabilities: 'Explore Capabilities',
  learnAboutUs: 'Learn About Us',
  meetLeadership: 'Meet Our Leadership',
  requestDemo: 'Request a Demo',
  viewAllServices: 'View All Services',
  allServices: 'All Services',
  viewOurServices: 'View Our Services',
  viewCorporateCapability: 'View Corporate Capability',
  exploreSolution: 'Explore the solution',
  exploreServices: 'Explore Services',
  downloadPdf: 'Download PDF',
  downloadCompletePdf: 'Download Complete PDF',
  backToHome: 'Back to Home',
  contactSupport: 'Contact Support',
  reload: 'Reload',
  goHome: 'Go Home',
} as const

/** Short messages shown while something happens, and labels of generic controls. */
export const statusLabels = {
  loading: 'Loading...',
  generatingPdf: 'Generating PDF...',
  pdfFailed: 'PDF generation failed. Please try again.',
  clickToExplore: 'Click to explore',
  opensInNewTab: '(opens in a new tab)',
} as const
