import { company } from '#content/site.ts'
import type { ProjectType, ShortFormService } from './enquiry-rules.ts'

// The forms' wording, word for word; the fields' own labels are in enquiry-fields.ts.

export const CONSULTATION_HINTS = {
  document: 'PDF, DOC or DOCX, up to 10 MB: a statement of work, RFI or requirements summary.',
  projectType: 'Select a project type',
  required: 'Fields marked * are required.',
} as const

/** The sales e-mail and the acknowledgement use the same words. */
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  'enterprise-architecture': 'Enterprise Architecture',
  'custom-development': 'Custom Development',
  'devops-automation': 'DevOps & Automation',
  'erp-integration': 'ERP Integration',
  'infrastructure-cybersecurity': 'Infrastructure & Cybersecurity',
  'program-management': 'Program Management',
  'data-analytics-ai': 'Data Analytics & AI',
  other: 'Other',
}

/** A value no longer offered is shown as it was stored. */
export function projectTypeLabel(value: string): string {
  return Object.hasOwn(PROJECT_TYPE_LABELS, value) ? PROJECT_TYPE_LABELS[value as ProjectType] : value
}

export const SERVICE_LABELS: Record<ShortFormService, string> = {
  'digital-transformation': 'Digital Transformation page',
  'database-infrastructure': 'Database & Infrastructure Management page',
}

/** A short form's message where no page names it (the problem page, the e-mails): each page labels its own box. */
export const SHORT_FORM_MESSAGE_LABEL = 'Message'

export const SEND_RESULT = {
  consultation: {
    success: 'Thank you! We will contact you within 24 hours.',
    failure: `Submission failed. Please try again or email ${company.email}`,
    submit: 'Submit Request',
    submitting: 'Submitting...',
  },
  short: {
    success: { title: 'Request sent', description: 'Our team will contact you within 24 hours.' },
    failure: { title: 'Submission failed', description: `Please try again or email ${company.email}` },
    submit: 'Send Request',
  },
} as const
